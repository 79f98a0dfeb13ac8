import Foundation

/// The layout of a table's row (and its header): one subview per column, side by side, each as
/// wide as its column. Widths come from the columns' `width(...)` and the row's width alone,
/// never from the cells, so every row of a table (all laid out at the same width) puts its
/// columns in the same places, whatever each row shows.
package struct TableRowLayout: Layout, CellLayout {
  package let widths: [TableColumnWidth]
  /// The cells between two columns.
  package let spacing: Int

  package init(widths: [TableColumnWidth], spacing: Int = 1) {
    self.widths = widths
    self.spacing = spacing
  }

  /// A flexible column's width with no room given (the table measured for its ideal size).
  package static let idealFlexibleWidth = 16

  package var stackOrientation: Axis? { nil }

  package func makeCache(subviews: Subviews) {}
  package func makeCellCache(subviews: LayoutSubviews) {}
  package func updateCellCache(_ cache: inout (), subviews: LayoutSubviews) {}

  package func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    pointSize(proposal: proposal, subviews: subviews, cache: &cache)
  }

  package func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    placeInPoints(bounds: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  package func sizeThatFits(cells proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ())
    -> Size
  {
    let columns = columnWidths(in: proposal.width, scale: subviews.scale)
    var height = 0
    for (subview, width) in zip(subviews, columns) {
      height = max(height, subview.cellSize(ProposedSize(width: width, height: nil)).height)
    }
    return Size(width: columns.reduce(0, +) + spacing * max(0, columns.count - 1), height: height)
  }

  package func placeSubviews(
    cells bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout ()
  ) {
    let columns = columnWidths(in: bounds.width, scale: subviews.scale)
    var x = bounds.minX
    for (index, subview) in subviews.enumerated() {
      let width = index < columns.count ? columns[index] : 0
      let rect = Rect(x: x, y: bounds.minY, width: width, height: bounds.height)
      subview.place(in: rect, proposal: ProposedSize(width: width, height: bounds.height))
      x += width + spacing
    }
  }

  /// Each column's width in cells for a row `length` cells wide (nil: each at its ideal). A
  /// fixed column takes its width; the others start at their minimum, grow to their ideal,
  /// then share what is left equally up to their maximum. When even the minimums do not fit,
  /// the last columns are cut off by the row's edge.
  package func columnWidths(in length: Int?, scale: PointScale) -> [Int] {
    func cells(_ points: CGFloat) -> Int { max(0, scale.cells(points, along: .horizontal)) }
    let limits = widths.map { width -> (min: Int, ideal: Int?, max: Int) in
      if let fixed = width.fixed { return (cells(fixed), cells(fixed), cells(fixed)) }
      let minimum = width.min.map(cells) ?? 1
      let maximum = max(
        minimum, width.max.map { $0.isInfinite ? .cellInfinity : cells($0) } ?? .cellInfinity)
      return (minimum, width.ideal.map { min(max(cells($0), minimum), maximum) }, maximum)
    }
    guard let length, length < .cellInfinity / 2 else {
      return limits.map { $0.ideal ?? min(max(Self.idealFlexibleWidth, $0.min), $0.max) }
    }
    var result = limits.map(\.min)
    var remaining = length - spacing * max(0, widths.count - 1) - result.reduce(0, +)
    for index in limits.indices where remaining > 0 {
      guard let ideal = limits[index].ideal else { continue }
      let grow = min(remaining, ideal - result[index])
      result[index] += grow
      remaining -= grow
    }
    while remaining > 0 {
      let growing = limits.indices.filter { result[$0] < limits[$0].max }
      guard !growing.isEmpty else { break }
      let share = max(1, remaining / growing.count)
      for index in growing where remaining > 0 {
        let grow = min(share, remaining, limits[index].max - result[index])
        result[index] += grow
        remaining -= grow
      }
    }
    return result
  }
}
