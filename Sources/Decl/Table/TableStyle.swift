import Foundation

/// How a table looks: `.automatic` or `.inset`.
@MainActor @preconcurrency
public protocol TableStyle {
  associatedtype Body: View
  typealias Configuration = TableStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a table style is given (SwiftUI gives it nothing either).
public struct TableStyleConfiguration: Sendable {}

/// The platform's table look: rows as wide as the table, under a header.
public struct AutomaticTableStyle: TableStyle {
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// Rows inset from the table's edges by a column.
public struct InsetTableStyle: TableStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TableStyle where Self == AutomaticTableStyle {
  public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
  public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension View {
  /// Sets the look of the tables inside (`.inset` insets their rows); a style of your own
  /// draws as `.automatic`, since its configuration has nothing to draw a table from.
  public func tableStyle<S: TableStyle>(_ style: S) -> some View {
    environment(\.tableStyleIsInset, style is InsetTableStyle)
  }

  /// Shows or hides the header row of the tables inside.
  public func tableColumnHeaders(_ visibility: Visibility) -> some View {
    environment(\.tableColumnHeaders, visibility)
  }
}

extension EnvironmentValues {
  /// Whether the tables here use `InsetTableStyle`.
  @Entry package var tableStyleIsInset: Bool = false

  /// Whether the tables here show their header row.
  @Entry package var tableColumnHeaders: Visibility = Visibility.automatic
}
