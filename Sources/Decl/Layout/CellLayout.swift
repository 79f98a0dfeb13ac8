import Foundation

/// A layout that works in whole cells, which is what the renderer lays out in.
///
/// Decl's own containers conform (stacks, grids): the renderer calls these methods directly,
/// so their results are exact in cells. A user's `Layout`, written in points, reaches the
/// renderer through `PointLayoutAdapter`, the one place where layout converts between points
/// and cells.
@MainActor
package protocol CellLayout {
  /// What the layout keeps between calls (a stack's distributions per proposal).
  associatedtype CellCache

  /// The axis a stack lays out along: dividers and spacers inside follow it.
  var stackOrientation: Axis? { get }

  /// Whether the layout may put an alignment guide where its subviews do not (a user's layout
  /// implementing `explicitAlignment`), so stacks around it must ask.
  var hasExplicitAlignment: Bool { get }

  func makeCellCache(subviews: LayoutSubviews) -> CellCache

  /// Brings the cache up to date after the subviews changed.
  func updateCellCache(_ cache: inout CellCache, subviews: LayoutSubviews)

  /// The size the layout wants for `proposal`, in cells.
  func sizeThatFits(
    cells proposal: ProposedSize, subviews: LayoutSubviews, cache: inout CellCache
  ) -> Size

  /// Places every subview in `bounds`, the size the layout answered for `proposal`.
  func placeSubviews(
    cells bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout CellCache)

  /// Where the layout, answering `size` for `proposal`, puts `guide` itself, in points from
  /// its origin (`Layout.explicitAlignment`); nil to leave the guide at its default.
  func explicitGuide(
    _ guide: AlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout CellCache
  ) -> CGFloat?
}

extension CellLayout {
  package var hasExplicitAlignment: Bool { false }

  package func explicitGuide(
    _ guide: AlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout CellCache
  ) -> CGFloat? { nil }
}

/// A user's `Layout`, written in points, as a layout in cells: proposals and bounds are
/// converted to points with the subviews' scale, and sizes back to whole cells.
package struct PointLayoutAdapter<L: Layout>: CellLayout {
  package let layout: L

  package init(_ layout: L) { self.layout = layout }

  package var stackOrientation: Axis? { L.layoutProperties.stackOrientation }

  package var hasExplicitAlignment: Bool { true }

  package func makeCellCache(subviews: LayoutSubviews) -> L.Cache {
    layout.makeCache(subviews: subviews)
  }

  package func updateCellCache(_ cache: inout L.Cache, subviews: LayoutSubviews) {
    layout.updateCache(&cache, subviews: subviews)
  }

  package func sizeThatFits(
    cells proposal: ProposedSize, subviews: LayoutSubviews, cache: inout L.Cache
  ) -> Size {
    let scale = subviews.scale
    let size = layout.sizeThatFits(
      proposal: scale.points(proposal), subviews: subviews, cache: &cache)
    return scale.cells(size)
  }

  package func placeSubviews(
    cells bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout L.Cache
  ) {
    let scale = subviews.scale
    layout.placeSubviews(
      in: scale.points(bounds), proposal: scale.points(proposal), subviews: subviews,
      cache: &cache)
  }

  package func explicitGuide(
    _ guide: AlignmentGuide, size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
    cache: inout L.Cache
  ) -> CGFloat? {
    let scale = subviews.scale
    let bounds = CGRect(origin: .zero, size: scale.points(size))
    switch guide {
    case .horizontal(let alignment):
      return layout.explicitAlignment(
        of: alignment, in: bounds, proposal: scale.points(proposal), subviews: subviews,
        cache: &cache)
    case .vertical(let alignment):
      return layout.explicitAlignment(
        of: alignment, in: bounds, proposal: scale.points(proposal), subviews: subviews,
        cache: &cache)
    }
  }
}

extension CellLayout where Self: Layout {
  /// `Layout.sizeThatFits` of a cell layout: the cell answer, in points.
  package func pointSize(
    proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout CellCache
  ) -> CGSize {
    let scale = subviews.scale
    return scale.points(
      sizeThatFits(cells: scale.cells(proposal), subviews: subviews, cache: &cache))
  }

  /// `Layout.placeSubviews` of a cell layout: the bounds and proposal in cells.
  package func placeInPoints(
    bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout CellCache
  ) {
    let scale = subviews.scale
    placeSubviews(
      cells: scale.cells(bounds), proposal: scale.cells(proposal), subviews: subviews,
      cache: &cache)
  }
}

extension PointScale {
  /// A rectangle of cells for a rectangle in points: its corner and size each to the nearest
  /// cell.
  package func cells(_ rect: CGRect) -> Rect {
    Rect(
      origin: Point(
        x: cells(rect.minX, along: .horizontal), y: cells(rect.minY, along: .vertical)),
      size: cells(rect.size))
  }
}

/// Where a child of `size` goes inside `rect` for an alignment (a custom guide's default,
/// in points read with `scale`, lines up in both).
package func alignedOrigin(
  of size: Size, in rect: Rect, alignment: Alignment, scale: PointScale = .terminal
) -> Point {
  func origin(_ guide: AlignmentGuide) -> Int {
    let axis = guide.axis
    if guide.isCustom {
      return guide.defaultCells(in: rect.size, scale: scale)
        - guide.defaultCells(in: size, scale: scale)
    }
    return guide.offset(free: rect.size[axis] - size[axis])
  }
  return Point(
    x: rect.minX + origin(.horizontal(alignment.horizontal)),
    y: rect.minY + origin(.vertical(alignment.vertical)))
}

/// The offset of a child in `free` extra cells for a horizontal alignment.
package func offset(free: Int, _ alignment: HorizontalAlignment.Value) -> Int {
  switch alignment {
  case .leading: 0
  case .center: free / 2
  case .trailing: free
  }
}

/// The offset of a child in `free` extra cells for a vertical alignment.
package func offset(free: Int, _ alignment: VerticalAlignment.Value) -> Int {
  switch alignment {
  case .top: 0
  case .center: free / 2
  case .bottom: free
  }
}
