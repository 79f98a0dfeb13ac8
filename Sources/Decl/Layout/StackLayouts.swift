import Foundation

/// The layout of `HStack`: subviews in a row. Use it directly to switch layouts with
/// `AnyLayout` while keeping the subviews' state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("A"); Text("B") }
/// ```
public struct HStackLayout: Layout, CellLayout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }

  package var algorithm: StackLayoutAlgorithm {
    let minor: StackLayoutAlgorithm.MinorAlignment =
      switch alignment.value {
      case .top: .start
      case .center: .center
      case .bottom: .end
      }
    return StackLayoutAlgorithm(
      axis: .horizontal, alignment: minor,
      spacing: spacing.map { max(0, $0.cells) }
        ?? StackLayoutAlgorithm.defaultSpacing(.horizontal))
  }

  package var stackOrientation: Axis? { .horizontal }

  public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

  public func updateCache(_ cache: inout StackLayoutCache, subviews: Subviews) {
    cache.distributions.removeAll(keepingCapacity: true)
  }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGSize {
    pointSize(proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout StackLayoutCache
  ) {
    placeInPoints(bounds: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  package func makeCellCache(subviews: LayoutSubviews) -> StackLayoutCache { StackLayoutCache() }

  package func updateCellCache(_ cache: inout StackLayoutCache, subviews: LayoutSubviews) {
    updateCache(&cache, subviews: subviews)
  }

  package func sizeThatFits(
    cells proposal: ProposedSize, subviews: LayoutSubviews, cache: inout StackLayoutCache
  ) -> Size {
    algorithm.sizeThatFits(subviews, proposal, cache: cache)
  }

  package func placeSubviews(
    cells bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout StackLayoutCache
  ) {
    algorithm.place(subviews, in: bounds, proposal: proposal, cache: cache)
  }
}

/// The layout of `VStack`: subviews in a column.
public struct VStackLayout: Layout, CellLayout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }

  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }

  package var algorithm: StackLayoutAlgorithm {
    let minor: StackLayoutAlgorithm.MinorAlignment =
      switch alignment.value {
      case .leading: .start
      case .center: .center
      case .trailing: .end
      }
    return StackLayoutAlgorithm(
      axis: .vertical, alignment: minor,
      spacing: spacing.map { max(0, $0.cells) } ?? StackLayoutAlgorithm.defaultSpacing(.vertical))
  }

  package var stackOrientation: Axis? { .vertical }

  public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

  public func updateCache(_ cache: inout StackLayoutCache, subviews: Subviews) {
    cache.distributions.removeAll(keepingCapacity: true)
  }

  public func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGSize {
    pointSize(proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout StackLayoutCache
  ) {
    placeInPoints(bounds: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  package func makeCellCache(subviews: LayoutSubviews) -> StackLayoutCache { StackLayoutCache() }

  package func updateCellCache(_ cache: inout StackLayoutCache, subviews: LayoutSubviews) {
    updateCache(&cache, subviews: subviews)
  }

  package func sizeThatFits(
    cells proposal: ProposedSize, subviews: LayoutSubviews, cache: inout StackLayoutCache
  ) -> Size {
    algorithm.sizeThatFits(subviews, proposal, cache: cache)
  }

  package func placeSubviews(
    cells bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout StackLayoutCache
  ) {
    algorithm.place(subviews, in: bounds, proposal: proposal, cache: cache)
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
