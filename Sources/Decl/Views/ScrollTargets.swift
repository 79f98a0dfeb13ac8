import Foundation

// Scrolling options. A terminal scrolls by whole rows and columns, so paging and snapping
// to views are accepted and scroll as usual; whether scroll indicators show is honoured.

/// How a scroll view settles after scrolling (`.paging`, `.viewAligned`): accepted; a terminal
/// scrolls by whole rows.
public protocol ScrollTargetBehavior {}

/// Settles on whole pages of the scroll view.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
}

/// Settles with a view of the scroll target layout at the edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How far one scroll gesture may go.
  public struct LimitBehavior: Hashable, Sendable {
    package let name: String
    public static let automatic = LimitBehavior(name: "automatic")
    public static let always = LimitBehavior(name: "always")
    public static let never = LimitBehavior(name: "never")
    public static let alwaysByFew = LimitBehavior(name: "alwaysByFew")
    public static let alwaysByOne = LimitBehavior(name: "alwaysByOne")
  }

  public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles on whole pages.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles with a view at the edge.
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }

  /// Settles with a view at the edge, going at most as far as `limitBehavior` says.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior
  ) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

/// Whether a scroll view shows its scroll indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  package let isVisible: Bool

  /// The platform's choice: shown.
  public static let automatic = ScrollIndicatorVisibility(isVisible: true)
  public static let visible = ScrollIndicatorVisibility(isVisible: true)
  /// Hidden (SwiftUI may still show them while scrolling).
  public static let hidden = ScrollIndicatorVisibility(isVisible: false)
  public static let never = ScrollIndicatorVisibility(isVisible: false)
}

extension EnvironmentValues {
  /// Whether scroll views inside show their scroll indicators (`scrollIndicators(_:axes:)`).
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalScrollIndicatorsKey.self] }
    set { self[VerticalScrollIndicatorsKey.self] = newValue }
  }

  /// Whether scroll views inside show their horizontal scroll indicators.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalScrollIndicatorsKey.self] }
    set { self[HorizontalScrollIndicatorsKey.self] = newValue }
  }
}

private struct VerticalScrollIndicatorsKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}

private struct HorizontalScrollIndicatorsKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension View {
  /// Shows or hides the scroll indicators of scroll views inside, along `axes`.
  ///
  /// ```swift
  /// ScrollView { content }.scrollIndicators(.hidden)
  /// ```
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    transformEnvironment(\.self) { values in
      if axes.contains(.vertical) { values.verticalScrollIndicatorVisibility = visibility }
      if axes.contains(.horizontal) { values.horizontalScrollIndicatorVisibility = visibility }
    }
  }

  /// Accepted: a terminal scrolls by whole rows and columns.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

  /// Accepted: marks the layout whose views `.viewAligned` settles on.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
