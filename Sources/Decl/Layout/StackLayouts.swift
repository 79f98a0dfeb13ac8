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

  public var _alignment: Alignment { Alignment(horizontal: .center, vertical: alignment) }
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

  public var _alignment: Alignment { Alignment(horizontal: alignment, vertical: .center) }
}

/// What `HStackLayout` and `VStackLayout` share: the stack algorithm run in cells, its
/// distributions kept per proposal in the cache. (Public only so the two can share their
/// `Layout` methods; SwiftUI code never names it.)
public protocol StackLayoutKind: Layout where Cache == StackLayoutCache {
  /// The axis the stack lays its subviews along.
  static var _axis: Axis { get }
  /// The points between subviews; nil for the default.
  var spacing: CGFloat? { get }
  /// The guide subviews line up on across the axis (the half of it along the other axis).
  var _alignment: Alignment { get }
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
    StackLayoutAlgorithm(
      axis: Self._axis,
      guide: Self._axis == .horizontal
        ? .vertical(_alignment.vertical) : .horizontal(_alignment.horizontal),
      spacing: spacing.map { max(0, scale.cells($0, along: Self._axis)) }
        ?? StackLayoutAlgorithm.defaultSpacing(Self._axis))
  }

  package var stackOrientation: Axis? { Self._axis }

  public func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

  public func updateCache(_ cache: inout StackLayoutCache, subviews: Subviews) {
    cache.removeAll()
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

  package func explicitGuide(
    _ guide: AlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout StackLayoutCache
  ) -> CGFloat? {
    algorithm(subviews.scale).explicitGuide(guide, subviews, proposal: proposal, cache: cache)
  }

  /// The custom guides the stack's subviews set, averaged, as SwiftUI's stacks pass them up.
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGFloat? {
    let scale = subviews.scale
    return algorithm(scale).explicitGuide(
      .horizontal(guide), subviews, proposal: scale.cells(proposal), cache: cache
    ).map { bounds.minX + $0 }
  }

  /// The custom guides the stack's subviews set, averaged, as SwiftUI's stacks pass them up.
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
    subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGFloat? {
    let scale = subviews.scale
    return algorithm(scale).explicitGuide(
      .vertical(guide), subviews, proposal: scale.cells(proposal), cache: cache
    ).map { bounds.minY + $0 }
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
    let sizes = subviews.map { $0.cellSize(proposal) }
    let proposals = Array(repeating: proposal, count: subviews.count)
    func extent(_ guide: AlignmentGuide) -> Int {
      guidedOffsets(subviews, sizes: sizes, proposals: proposals, guide: guide)?.extent
        ?? (sizes.map { $0[guide.axis] }.max() ?? 0)
    }
    return Size(
      width: extent(.horizontal(alignment.horizontal)),
      height: extent(.vertical(alignment.vertical)))
  }

  package func placeSubviews(
    cells bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let offered = ProposedSize(bounds.size)
    let sizes = subviews.map { $0.cellSize(offered) }
    let proposals = Array(repeating: offered, count: subviews.count)
    let origins = self.origins(subviews, sizes: sizes, proposals: proposals, in: bounds.size)
    for (index, subview) in subviews.enumerated() {
      subview.place(
        in: Rect(
          x: bounds.minX + origins[index].x, y: bounds.minY + origins[index].y,
          width: sizes[index].width, height: sizes[index].height),
        proposal: offered)
    }
  }

  package func explicitGuide(
    _ guide: AlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout ()
  ) -> CGFloat? {
    guard guide.isCustom else { return nil }
    let sizes = subviews.map { $0.cellSize(proposal) }
    let proposals = Array(repeating: proposal, count: subviews.count)
    let origins = self.origins(subviews, sizes: sizes, proposals: proposals, in: size)
    let values = subviews.indices.compactMap { index -> CGFloat? in
      subviews[index].proxy.explicitGuide(guide, size: sizes[index], proposal: proposal).map {
        let origin = guide.axis == .horizontal ? origins[index].x : origins[index].y
        return subviews.scale.points(origin, along: guide.axis) + $0
      }
    }
    return values.isEmpty ? nil : values.reduce(0, +) / CGFloat(values.count)
  }

  /// Where each subview goes in a stack of `size`: aligned on its guides where they are
  /// custom or set by a subview, else by the stack's alignment.
  private func origins(
    _ subviews: LayoutSubviews, sizes: [Size], proposals: [ProposedSize], in size: Size
  ) -> [Point] {
    func offsets(_ guide: AlignmentGuide) -> [Int] {
      let axis = guide.axis
      guard let guided = guidedOffsets(subviews, sizes: sizes, proposals: proposals, guide: guide)
      else { return sizes.map { guide.offset(free: size[axis] - $0[axis]) } }
      let block = guide.offset(free: size[axis] - guided.extent)
      return guided.offsets.map { block + $0 }
    }
    let xs = offsets(.horizontal(alignment.horizontal))
    let ys = offsets(.vertical(alignment.vertical))
    return zip(xs, ys).map { Point(x: $0, y: $1) }
  }
}
