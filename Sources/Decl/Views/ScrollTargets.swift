import Foundation

// Scrolling options. Where a scroll view settles after the wheel or Page Up/Down moves it is
// its scroll target behavior's: `.paging` settles on whole pages, `.viewAligned` on the edges of
// the views of its scroll target layout (its content's views, in Decl), both in whole cells.

/// How a scroll view settles after scrolling (`.paging`, `.viewAligned`, or an app's own):
/// `updateTarget` moves the target the scroll would stop at.
public protocol ScrollTargetBehavior {
  /// Moves `target`, where a scroll would stop, to where it should.
  func updateTarget(_ target: inout ScrollTarget, context: TargetContext)

  /// What `updateTarget` knows of the scroll.
  typealias TargetContext = ScrollTargetBehaviorContext
}

/// Where a scroll stops: the rectangle of the content shown then, in points.
public struct ScrollTarget {
  /// The part of the content the scroll view shows, in the content's coordinates.
  public var rect: CGRect
  /// The point of `rect` that is aligned, if any.
  public var anchor: UnitPoint?

  package init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// What a scroll target behavior knows: where the scroll started, which way it goes, and the
/// sizes of the content and the scroll view; the environment, through its key paths.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
  /// Where the scroll would have stopped had nothing moved it: where it started.
  public let originalTarget: ScrollTarget
  /// Which way, and how fast, the scroll goes (points a second; its sign is what a terminal
  /// knows).
  public let velocity: CGVector
  /// The content's size.
  public let contentSize: CGSize
  /// The scroll view's size.
  public let containerSize: CGSize
  /// The axes the scroll view scrolls along.
  public let axes: Axis.Set
  package let environment: EnvironmentValues
  /// Where the views of the scroll target layout start along the scroll axis, in points.
  package let alignedEdges: [CGFloat]

  package init(
    originalTarget: ScrollTarget, velocity: CGVector, contentSize: CGSize,
    containerSize: CGSize, axes: Axis.Set, environment: EnvironmentValues,
    alignedEdges: [CGFloat]
  ) {
    self.originalTarget = originalTarget
    self.velocity = velocity
    self.contentSize = contentSize
    self.containerSize = containerSize
    self.axes = axes
    self.environment = environment
    self.alignedEdges = alignedEdges
  }

  /// An environment value of the scroll view.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
    environment[keyPath: keyPath]
  }

  /// Whether the scroll goes along the vertical axis.
  var isVertical: Bool { axes.contains(.vertical) }
}

extension ScrollTarget {
  /// The target's start along the scroll axis.
  fileprivate func start(vertical: Bool) -> CGFloat { vertical ? rect.minY : rect.minX }

  fileprivate mutating func setStart(_ value: CGFloat, vertical: Bool) {
    if vertical { rect.origin.y = value } else { rect.origin.x = value }
  }
}

/// Settles on whole pages of the scroll view: a scroll that moves at all goes one page on.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}

  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let vertical = context.isVertical
    let page = vertical ? context.containerSize.height : context.containerSize.width
    guard page > 0 else { return }
    let original = context.originalTarget.start(vertical: vertical)
    let proposed = target.start(vertical: vertical)
    let pages: CGFloat
    if proposed > original {
      pages = (original / page).rounded(.down) + 1
    } else if proposed < original {
      pages = (original / page).rounded(.up) - 1
    } else {
      pages = (proposed / page).rounded()
    }
    let length = vertical ? context.contentSize.height : context.contentSize.width
    target.setStart(min(max(0, pages * page), max(0, length - page)), vertical: vertical)
  }
}

/// Settles with a view of the scroll target layout at the scroll view's leading or top edge.
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

  private let limitBehavior: LimitBehavior

  public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }

  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    let vertical = context.isVertical
    let edges = context.alignedEdges.sorted()
    guard !edges.isEmpty else { return }
    let original = context.originalTarget.start(vertical: vertical)
    let proposed = target.start(vertical: vertical)
    let settled: CGFloat
    if proposed > original {
      // On to the first view past where the scroll started (and past where it would stop,
      // unless the limit keeps it to one view).
      let byOne = limitBehavior != .never
      let floor = byOne ? original : max(original, proposed - 0.5)
      settled = edges.first { $0 > floor } ?? edges.last!
    } else if proposed < original {
      let ceiling = limitBehavior != .never ? original : min(original, proposed + 0.5)
      settled = edges.last { $0 < ceiling } ?? edges.first!
    } else {
      settled = edges.min { abs($0 - proposed) < abs($1 - proposed) }!
    }
    target.setStart(settled, vertical: vertical)
  }
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
  @Entry public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility =
    ScrollIndicatorVisibility.automatic

  /// Whether scroll views inside show their horizontal scroll indicators.
  @Entry public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility =
    ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
  /// Where the scroll views inside settle (`scrollTargetBehavior(_:)`); nil: where they stop.
  @Entry package var scrollTargetBehavior: (any ScrollTargetBehavior)? = nil
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

  /// Sets where the scroll views inside settle after scrolling: `.paging` on whole pages,
  /// `.viewAligned` on the edges of their content's views.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { LazyHStack { cards }.scrollTargetLayout() }
  ///   .scrollTargetBehavior(.viewAligned)
  /// ```
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    environment(\.scrollTargetBehavior, behavior)
  }

  /// Marks the layout whose views `.viewAligned` settles on: Decl aligns to the views of the
  /// scroll view's content, which is what this marks in practice.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
