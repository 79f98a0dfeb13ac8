/// How much room there is along one axis, as SwiftUI's size classes say it: Decl takes it from
/// the terminal's size (regular from 60 columns wide and from 24 rows high; see the README).
///
/// ```swift
/// @Environment(\.horizontalSizeClass) private var horizontalSizeClass
/// var body: some View {
///   if horizontalSizeClass == .compact { VStack { content } } else { HStack { content } }
/// }
/// ```
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
  case compact
  case regular

  /// The size class of a terminal `columns` wide: regular from 60 columns, where a split view
  /// shows its columns side by side.
  package static func horizontal(columns: Int) -> UserInterfaceSizeClass {
    columns >= 60 ? .regular : .compact
  }

  /// The size class of a terminal `rows` high: regular from 24 rows (a phone held sideways is
  /// about 24 rows of 16 points).
  package static func vertical(rows: Int) -> UserInterfaceSizeClass {
    rows >= 24 ? .regular : .compact
  }
}

private struct HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = nil
}

extension EnvironmentValues {
  /// The horizontal size class: `.regular` from 60 terminal columns, else `.compact`.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class: `.regular` from 24 terminal rows, else `.compact`.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }
}
