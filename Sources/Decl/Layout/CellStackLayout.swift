import Foundation

/// A stack whose spacing is whole cells, whatever the length unit: what Decl's own looks
/// (alerts, toolbars) use, so they look the same in code written in points or in cells.
package struct CellStackLayout: Layout, CellLayout {
  package let algorithm: StackLayoutAlgorithm

  package init(_ axis: Axis, spacing: Int) {
    algorithm = StackLayoutAlgorithm(axis: axis, spacing: spacing)
  }

  package var stackOrientation: Axis? { algorithm.axis }

  package func makeCache(subviews: Subviews) -> StackLayoutCache { StackLayoutCache() }

  package func sizeThatFits(
    proposal: ProposedViewSize, subviews: Subviews, cache: inout StackLayoutCache
  ) -> CGSize {
    pointSize(proposal: proposal, subviews: subviews, cache: &cache)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
    cache: inout StackLayoutCache
  ) {
    placeInPoints(bounds: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  package func makeCellCache(subviews: LayoutSubviews) -> StackLayoutCache { StackLayoutCache() }

  package func updateCellCache(_ cache: inout StackLayoutCache, subviews: LayoutSubviews) {
    cache.removeAll()
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

  package func explicitGuide(
    _ guide: AlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout StackLayoutCache
  ) -> CGFloat? {
    algorithm.explicitGuide(guide, subviews, proposal: proposal, cache: cache)
  }
}
