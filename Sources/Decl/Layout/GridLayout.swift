import Foundation

/// The layout of `Grid`: rows of cells whose columns line up, each column as wide as its
/// widest cell. Use it with `AnyLayout` to switch a grid's layout while keeping its views.
///
/// ```swift
/// GridLayout(horizontalSpacing: 16) {
///   GridRow { Text("Name"); Text("Ada") }
///   GridRow { Text("Born"); Text("1815") }
/// }
/// ```
public struct GridLayout: Layout, CellLayout {
  /// Where cells go inside their cell's space, unless their column, row or anchor says
  /// otherwise.
  public var alignment: Alignment
  /// Points between columns; nil for one column.
  public var horizontalSpacing: CGFloat?
  /// Points between rows; nil for none.
  public var verticalSpacing: CGFloat?

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
  }

  /// What a grid remembers between calls: its column widths and row heights per proposal.
  @MainActor
  public final class Cache {
    fileprivate var plans: [ProposedSize: GridPlan] = [:]

    fileprivate init() {}
  }

  /// Rows stack down: a divider between rows runs across.
  package var stackOrientation: Axis? { .vertical }

  public func makeCache(subviews: Subviews) -> Cache { Cache() }

  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache.plans.removeAll(keepingCapacity: true)
  }

  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGSize
  {
    pointSize(proposal: proposal, subviews: subviews, cache: &cache)
  }

  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) {
    placeInPoints(bounds: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }

  package func makeCellCache(subviews: LayoutSubviews) -> Cache { Cache() }

  package func updateCellCache(_ cache: inout Cache, subviews: LayoutSubviews) {
    updateCache(&cache, subviews: subviews)
  }

  package func sizeThatFits(
    cells proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache
  ) -> Size {
    let rows = GridRows(subviews)
    let plan = self.plan(rows, proposal, scale: subviews.scale)
    cache.plans[proposal] = plan
    return plan.size
  }

  package func placeSubviews(
    cells bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache
  ) {
    let rows = GridRows(subviews)
    let scale = subviews.scale
    // Placed at a size it answered: keep the plan behind that answer.
    let plans = cache.plans
    let plan =
      [proposal, ProposedSize(bounds.size)].compactMap { plans[$0] }
      .first { $0.size == bounds.size } ?? self.plan(rows, ProposedSize(bounds.size), scale: scale)
    let columnX = GridPlan.offsets(of: plan.columns, spacing: plan.columnSpacing, from: bounds.minX)
    let rowY = GridPlan.offsets(of: plan.rows, spacing: plan.rowSpacing, from: bounds.minY)
    let columnAlignments = rows.columnAlignments(count: plan.columns.count)
    for (index, row) in rows.rows.enumerated() {
      let rowRect = Rect(
        x: bounds.minX, y: rowY[index], width: plan.size.width, height: plan.rows[index])
      guard let cells = row.cells else {
        // A view outside a row spans the grid.
        let size = row.view.cellSize(ProposedSize(rowRect.size))
        row.view.place(
          in: Rect(
            origin: alignedOrigin(of: size, in: rowRect, alignment: alignment, scale: scale),
            size: size),
          proposal: ProposedSize(rowRect.size))
        continue
      }
      row.view.place(in: rowRect, proposal: ProposedSize(rowRect.size))
      for cell in cells {
        let rect = Rect(
          x: columnX[cell.column], y: rowRect.minY,
          width: plan.span(cell.column, cell.span), height: rowRect.height)
        let size = cell.view.cellSize(ProposedSize(rect.size))
        let origin: Point
        if let anchor = cell.view[GridCellAnchorKey.self] {
          origin = Point(
            x: rect.minX + Int((anchor.x * CGFloat(rect.width - size.width)).rounded()),
            y: rect.minY + Int((anchor.y * CGFloat(rect.height - size.height)).rounded()))
        } else {
          let cellAlignment = Alignment(
            horizontal: columnAlignments[cell.column] ?? alignment.horizontal,
            vertical: row.alignment ?? alignment.vertical)
          origin = alignedOrigin(of: size, in: rect, alignment: cellAlignment, scale: scale)
        }
        cell.view.place(in: Rect(origin: origin, size: size), proposal: ProposedSize(rect.size))
      }
    }
  }

  /// The column widths and row heights for a proposal.
  @MainActor
  private func plan(_ rows: GridRows, _ proposal: ProposedSize, scale: PointScale) -> GridPlan {
    let columnSpacing =
      horizontalSpacing.map { max(0, scale.cells($0, along: .horizontal)) }
      ?? StackLayoutAlgorithm.defaultSpacing(.horizontal)
    let rowSpacing =
      verticalSpacing.map { max(0, scale.cells($0, along: .vertical)) }
      ?? StackLayoutAlgorithm.defaultSpacing(.vertical)
    let count = rows.columnCount
    var columns = distributeTracks(
      count: count, length: proposal.width, spacing: columnSpacing
    ) { column, width in
      rows.cells(inColumn: column).map {
        $0.view.cellSize(ProposedSize(width: width, height: nil)).width
      }.max() ?? 0
    }
    // A cell over several columns widens the last of them when it needs more room, as far as
    // the proposal leaves any.
    for cell in rows.spanningCells {
      let widths = GridPlan(columns: columns, rows: [], columnSpacing: columnSpacing, rowSpacing: 0)
      let need = cell.view.cellSize(ProposedSize(width: nil, height: nil)).width
      var extra = need - widths.span(cell.column, cell.span)
      if let width = proposal.width { extra = min(extra, width - widths.size.width) }
      if extra > 0 { columns[min(count, cell.column + cell.span) - 1] += extra }
    }
    let layout = GridPlan(columns: columns, rows: [], columnSpacing: columnSpacing, rowSpacing: 0)
    let heights = distributeTracks(
      count: rows.rows.count, length: proposal.height, spacing: rowSpacing
    ) { index, height in
      let row = rows.rows[index]
      guard let cells = row.cells else {
        return row.view.cellSize(ProposedSize(width: layout.size.width, height: height)).height
      }
      return cells.filter { !$0.view[GridCellUnsizedAxesKey.self].contains(.vertical) }.map {
        $0.view.cellSize(
          ProposedSize(width: layout.span($0.column, $0.span), height: height)
        ).height
      }.max() ?? 0
    }
    return GridPlan(
      columns: columns, rows: heights, columnSpacing: columnSpacing, rowSpacing: rowSpacing)
  }
}

/// Divides `length` cells among tracks (a grid's columns or rows) as a stack divides its
/// length among its subviews: the least flexible first, each offered an equal share of what
/// is left and taking what it needs. With no length, each track takes its ideal size.
/// `size(track, proposal)` is a track's size for a proposal.
@MainActor
package func distributeTracks(
  count: Int, length: Int?, spacing: Int, size: (Int, Int?) -> Int
) -> [Int] {
  guard count > 0 else { return [] }
  guard let length else { return (0..<count).map { size($0, nil) } }
  let minimums = (0..<count).map { size($0, 0) }
  let maximums = (0..<count).map { size($0, .cellInfinity) }
  let order = (0..<count).sorted {
    let (a, b) = (maximums[$0] - minimums[$0], maximums[$1] - minimums[$1])
    return a != b ? a < b : $0 < $1
  }
  var sizes = [Int](repeating: 0, count: count)
  var remaining = max(0, length - spacing * (count - 1))
  for (taken, track) in order.enumerated() {
    let share = remaining / (count - taken)
    sizes[track] = size(track, share)
    remaining = max(0, remaining - sizes[track])
  }
  return sizes
}

/// A grid's column widths and row heights, in cells.
private struct GridPlan {
  var columns: [Int]
  var rows: [Int]
  var columnSpacing: Int
  var rowSpacing: Int

  var size: Size {
    func total(_ tracks: [Int], _ spacing: Int) -> Int {
      tracks.reduce(0, +) + spacing * max(0, tracks.count - 1)
    }
    return Size(width: total(columns, columnSpacing), height: total(rows, rowSpacing))
  }

  /// The width of `span` columns from `column`, with the spacing between them.
  func span(_ column: Int, _ span: Int) -> Int {
    let end = min(columns.count, column + span)
    guard column < end else { return 0 }
    return columns[column..<end].reduce(0, +) + columnSpacing * (end - column - 1)
  }

  /// Where each track starts, from `start`.
  static func offsets(of tracks: [Int], spacing: Int, from start: Int) -> [Int] {
    var position = start
    return tracks.map { length in
      defer { position += length + spacing }
      return position
    }
  }
}

/// A grid's subviews as rows of cells: each `GridRow`'s cells with the column each starts in
/// and the columns it spans, and each view outside a row as a row of its own across the grid.
@MainActor
private struct GridRows {
  struct Cell {
    let view: LayoutSubview
    let column: Int
    let span: Int
  }

  struct Row {
    let view: LayoutSubview
    /// The row's cells; nil for a view outside a row.
    let cells: [Cell]?
    let alignment: VerticalAlignment?
  }

  let rows: [Row]
  let columnCount: Int

  init(_ subviews: LayoutSubviews) {
    var rows: [Row] = []
    var columnCount = 0
    for subview in subviews {
      guard let row = subview.gridRow else {
        rows.append(Row(view: subview, cells: nil, alignment: nil))
        continue
      }
      var column = 0
      var cells: [Cell] = []
      for cell in row.cells {
        // A span of a thousand columns is more than a screen shows: that many at most.
        let span = min(1_000, max(1, cell[GridCellColumnsKey.self]))
        cells.append(Cell(view: cell, column: column, span: span))
        column += span
      }
      columnCount = max(columnCount, column)
      rows.append(Row(view: subview, cells: cells, alignment: row.alignment))
    }
    self.rows = rows
    self.columnCount = columnCount
  }

  /// The cells one column wide in `column` that size it (not unsized horizontally).
  func cells(inColumn column: Int) -> [Cell] {
    rows.flatMap { $0.cells ?? [] }.filter {
      $0.column == column && $0.span == 1
        && !$0.view[GridCellUnsizedAxesKey.self].contains(.horizontal)
    }
  }

  /// The cells over several columns that size them.
  var spanningCells: [Cell] {
    rows.flatMap { $0.cells ?? [] }.filter {
      $0.span > 1 && !$0.view[GridCellUnsizedAxesKey.self].contains(.horizontal)
    }
  }

  /// Each column's alignment, from the first of its cells that sets one
  /// (`gridColumnAlignment`).
  func columnAlignments(count: Int) -> [HorizontalAlignment?] {
    var alignments = [HorizontalAlignment?](repeating: nil, count: count)
    for cell in rows.flatMap({ $0.cells ?? [] }) where alignments[cell.column] == nil {
      alignments[cell.column] = cell.view[GridColumnAlignmentKey.self]
    }
    return alignments
  }
}

/// A `GridRow`'s cells, as its grid places them.
package struct GridRowSubviews {
  package let cells: LayoutSubviews
  /// The row's vertical alignment, when it sets one.
  package let alignment: VerticalAlignment?

  package init(cells: LayoutSubviews, alignment: VerticalAlignment?) {
    self.cells = cells
    self.alignment = alignment
  }
}

/// `gridCellColumns(_:)`: how many columns a cell spans.
package struct GridCellColumnsKey: LayoutValueKey {
  package static let defaultValue = 1
}

/// `gridColumnAlignment(_:)`: the horizontal alignment of a cell's whole column.
package struct GridColumnAlignmentKey: LayoutValueKey {
  package static let defaultValue: HorizontalAlignment? = nil
}

/// `gridCellAnchor(_:)`: where a cell sits in its space, overriding the alignments.
package struct GridCellAnchorKey: LayoutValueKey {
  package static let defaultValue: UnitPoint? = nil
}

/// `gridCellUnsizedAxes(_:)`: the axes along which a cell takes its space without sizing it.
package struct GridCellUnsizedAxesKey: LayoutValueKey {
  package static let defaultValue: Axis.Set = []
}
