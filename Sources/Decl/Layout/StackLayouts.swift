import Foundation

/// The layout of `HStack`: subviews in a row. Use it directly to switch layouts with
/// `AnyLayout` while keeping the subviews' state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("A"); Text("B") }
/// ```
public struct HStackLayout: StackLayoutKind, CellLayout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var _axis: Axis { .horizontal }

  public var _alignmentPosition: Int {
    switch alignment.value {
    case .top: 0
    case .center: 1
    case .bottom: 2
    }
  }
}

/// The layout of `VStack`: subviews in a column.
public struct VStackLayout: StackLayoutKind, CellLayout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var _axis: Axis { .vertical }

  public var _alignmentPosition: Int {
    switch alignment.value {
    case .leading: 0
    case .center: 1
    case .trailing: 2
    }
  }
}

/// What `HStackLayout` and `VStackLayout` share: the stack algorithm run in cells, its
/// distributions kept per proposal in the cache. (Public only so the two can share their
/// `Layout` methods; SwiftUI code never names it.)
public protocol StackLayoutKind: Layout where Cache == StackLayoutCache {
  /// The axis the stack lays its subviews along.
  static var _axis: Axis { get }
  /// The points between subviews; nil for the default.
  var spacing: CGFloat? { get }
  /// Where subviews go across the axis: 0 at the start, 1 centred, 2 at the end.
  var _alignmentPosition: Int { get }
}

extension StackLayoutKind {
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = _axis
    return properties
  }

  /// The algorithm with this stack's axis, alignment and spacing (in points, read with the
  /// container's `scale`).
  package func algorithm(_ scale: PointScale) -> StackLayoutAlgorithm {
    let minor: [StackLayoutAlgorithm.MinorAlignment] = [.start, .center, .end]
    return StackLayoutAlgorithm(
      axis: Self._axis, alignment: minor[_alignmentPosition],
      spacing: spacing.map { max(0, scale.cells($0, along: Self._axis)) }
        ?? StackLayoutAlgorithm.defaultSpacing(Self._axis))
  }

  package var stackOrientation: Axis? { Self._axis }

  public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

  public func updateCache(_ cache: inout StackLayoutCache, subviews: Subviews) {
    cache.distributions.removeAll(keepingCapacity: true)
  }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGSize {
    let scale = subviews.scale
    return scale.points(
      algorithm(scale).sizeThatFits(subviews, scale.cells(proposal), cache: cache))
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout StackLayoutCache
  ) {
    let scale = subviews.scale
    algorithm(scale).place(
      subviews, in: scale.cells(bounds), proposal: scale.cells(proposal), cache: cache)
  }

  package func makeCellCache(subviews: LayoutSubviews) -> StackLayoutCache { StackLayoutCache() }

  package func updateCellCache(_ cache: inout StackLayoutCache, subviews: LayoutSubviews) {
    updateCache(&cache, subviews: subviews)
  }

  package func sizeThatFits(
    cells proposal: ProposedSize, subviews: LayoutSubviews, cache: inout StackLayoutCache
  ) -> Size {
    algorithm(subviews.scale).sizeThatFits(subviews, proposal, cache: cache)
  }

  package func placeSubviews(
    cells bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout StackLayoutCache
  ) {
    algorithm(subviews.scale).place(subviews, in: bounds, proposal: proposal, cache: cache)
  }
}

/// The layout of `ZStack`: subviews on top of each other, aligned in the largest one's size.
public struct ZStackLayout: Layout, CellLayout {
  public var alignment: Alignment

  public init(alignment: Alignment = .center) {
    self.alignment = alignment
  }

  package var stackOrientation: Axis? { nil }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    pointSize(proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    placeInPoints(bounds: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  package func makeCellCache(subviews: LayoutSubviews) {}

  package func updateCellCache(_ cache: inout (), subviews: LayoutSubviews) {}

  package func sizeThatFits(cells proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    var size = Size.zero
    for subview in subviews {
      let subviewSize = subview.cellSize(proposal)
      size = Size(
        width: max(size.width, subviewSize.width), height: max(size.height, subviewSize.height))
    }
    return size
  }

  package func placeSubviews(
    cells bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    for subview in subviews {
      let size = subview.cellSize(ProposedSize(bounds.size))
      subview.place(
        in: Rect(origin: alignedOrigin(of: size, in: bounds, alignment: alignment), size: size),
        proposal: ProposedSize(bounds.size))
    }
  }
}
