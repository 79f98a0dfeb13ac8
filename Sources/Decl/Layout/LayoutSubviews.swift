import Foundation

/// The subviews a `Layout` places, in the order of its content.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
  package let storage: [LayoutSubview]
  /// The points a cell is in the container's length unit.
  package let scale: PointScale

  package init(_ subviews: [LayoutSubview], scale: PointScale) {
    storage = subviews
    self.scale = scale
  }

  public var startIndex: Int { storage.startIndex }
  public var endIndex: Int { storage.endIndex }
  public subscript(index: Int) -> LayoutSubview { storage[index] }

  /// The subviews in `bounds`, as a collection of their own (`subviews.dropFirst()`).
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    LayoutSubviews(Array(storage[bounds]), scale: scale)
  }

  /// The subviews at `bounds`, as a collection of their own.
  public subscript<S: Sequence>(indices: S) -> LayoutSubviews where S.Element == Int {
    LayoutSubviews(indices.map { storage[$0] }, scale: scale)
  }

  /// The direction text and layouts run in: Decl lays out left to right.
  public var layoutDirection: LayoutDirection { .leftToRight }

  public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.storage == b.storage }
}

/// One subview of a `Layout`: asked for its size and placed, in points.
public struct LayoutSubview: Equatable, Sendable {
  /// The view's node in the graph, which answers in cells.
  package let proxy: any LayoutSubviewProxy
  /// The points a cell is in the container's length unit.
  package let scale: PointScale

  package init(_ proxy: any LayoutSubviewProxy, scale: PointScale) {
    self.proxy = proxy
    self.scale = scale
  }

  /// The size the subview wants for a proposal, in points.
  @MainActor public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    scale.points(proxy.sizeThatFits(scale.cells(proposal)))
  }

  /// The subview's size and alignment guides for a proposal.
  @MainActor public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let cellProposal = scale.cells(proposal)
    let size = proxy.sizeThatFits(cellProposal)
    let proxy = self.proxy
    return ViewDimensions(
      size: scale.points(size),
      explicitGuides: ExplicitGuides { proxy.explicitGuide($0, size: size, proposal: cellProposal) }
    )
  }

  /// The subview's layout priority (`layoutPriority(_:)`): stacks serve higher ones first.
  @MainActor public var priority: Double { proxy.layoutPriority }

  /// The spacing the subview wants around it: none for a spacer, the default otherwise.
  @MainActor public var spacing: ViewSpacing { proxy.isSpacer ? .zero : ViewSpacing() }

  /// Places the subview with its `anchor` at `position`, sized for `proposal`.
  @MainActor public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    let cellProposal = scale.cells(proposal)
    let size = proxy.sizeThatFits(cellProposal)
    let width = scale.points(size.width, along: .horizontal)
    let height = scale.points(size.height, along: .vertical)
    let origin = CGPoint(x: position.x - anchor.x * width, y: position.y - anchor.y * height)
    proxy.place(
      in: Rect(
        x: scale.cells(origin.x, along: .horizontal), y: scale.cells(origin.y, along: .vertical),
        width: size.width, height: size.height),
      proposal: cellProposal)
  }

  /// The value the subview set for a layout value key (`layoutValue(key:value:)`).
  @MainActor public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    proxy.layoutValue(key)
  }

  /// The size the subview wants for a proposal, in cells.
  @MainActor package func cellSize(_ proposal: ProposedSize) -> Size {
    proxy.sizeThatFits(proposal)
  }

  /// Places the subview in `rect` (cells), measured for `proposal`.
  @MainActor package func place(in rect: Rect, proposal: ProposedSize) {
    proxy.place(in: rect, proposal: proposal)
  }

  /// Whether the subview is a `Spacer`, which takes no stack spacing next to it.
  @MainActor package var isSpacer: Bool { proxy.isSpacer }

  /// Where the subview sets `guide` itself (`alignmentGuide`, or a layout's explicit
  /// alignment), in cells from its origin, at `size`, measured for `proposal`.
  @MainActor package func explicitGuide(_ guide: AlignmentGuide, size: Size, proposal: ProposedSize)
    -> Int?
  {
    proxy.explicitGuide(guide, size: size, proposal: proposal).map {
      scale.cells($0, along: guide.axis)
    }
  }

  /// The cells of a `GridRow`, when the subview is one.
  @MainActor package var gridRow: GridRowSubviews? { proxy.gridRow }

  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.proxy === b.proxy }
}

/// What the renderer's view nodes offer the layouts that place them, in cells.
@MainActor
package protocol LayoutSubviewProxy: AnyObject, Sendable {
  /// The size wanted for a proposal (cached per proposal within the node).
  func sizeThatFits(_ proposal: ProposedSize) -> Size
  /// Places the view, measured for `proposal`.
  func place(in rect: Rect, proposal: ProposedSize)
  /// The layout priority set with `layoutPriority(_:)`.
  var layoutPriority: Double { get }
  /// Whether the view is a `Spacer`.
  var isSpacer: Bool { get }
  /// The value of a layout value key set on the view.
  func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value
  /// Where the view sets `guide` itself, in points from its origin, at `size` (cells) measured
  /// for `proposal`; nil where it leaves the guide at its default.
  func explicitGuide(_ guide: AlignmentGuide, size: Size, proposal: ProposedSize) -> CGFloat?
  /// The cells of a `GridRow`, when the view is one.
  var gridRow: GridRowSubviews? { get }
}

/// The direction a layout runs; a terminal lays out left to right.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

/// The spacing a view wants around it. Decl's stacks put one column between views across and
/// no blank rows down; a spacer wants none.
public struct ViewSpacing: Equatable, Sendable {
  private var isZero: Bool

  /// The default spacing.
  public init() { isZero = false }

  /// No spacing at all.
  public static let zero: ViewSpacing = {
    var spacing = ViewSpacing()
    spacing.isZero = true
    return spacing
  }()

  /// The space, in points, to leave between this view and `next` along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    guard !isZero, !next.isZero else { return 0 }
    return CGFloat(StackLayoutAlgorithm.defaultSpacing(axis)) * PointScale.terminal[axis]
  }

  /// Takes in the wishes of another view on the given edges.
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    isZero = isZero && other.isZero
  }

  /// This spacing with the wishes of another view on the given edges.
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var result = self
    result.formUnion(other, edges: edges)
    return result
  }
}

/// A key for a value a view gives the layout that places it (`layoutValue(key:value:)`).
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// ```
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}
