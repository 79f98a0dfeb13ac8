import Decl
import Foundation

/// Fills the inside of a path with cells: whole cells where it is covered, half and quadrant
/// blocks along its edges.
///
/// Coverage is measured per quarter of a cell (a quadrant, 4 × 8 points): eight scanlines cross
/// each row, and on each the covered spans are measured exactly. A cell at least
/// `fullCoverage` covered is painted whole, by its background, so text drawn over it later stays
/// readable (the terminal's own text colour, which cannot be a background, is drawn as `█`);
/// otherwise each quadrant at least half covered is drawn with the matching block
/// glyph (`▀▄▌▐▖▗▘▝▙▛▜▟▚▞`) in the shape's colour over the background already there, and a
/// cell with no such quadrant stays as it was.
///
/// A shape that covers no quadrant enough (smaller than a cell) is a dot (`●` for an ellipse,
/// `■` for anything else) in its most covered cell.
///
/// `fullCoverage` is below 1 on purpose: a rounding smaller than a cell does not show. A
/// `RoundedRectangle(cornerRadius: 12)` filling 20 × 4 cells is a plain 20 × 4 block (its
/// corner cells are 75% covered); corners show from a radius of 13.5 points, where a corner
/// cell falls below 70%.
package enum FillRasterizer {
  /// Scanlines per row, half of them in each half of the cell.
  static let samplesPerRow = 8
  /// The share of a cell that paints it whole.
  static let fullCoverage = 0.7
  /// The share of a quadrant that draws it as part of a block glyph.
  static let quadrantCoverage = 0.5
  /// How far (in points) flattened curves may stray from the true curve.
  static let flatness: CGFloat = 0.25

  /// Block glyphs by quadrant bits: top-left 1, top-right 2, bottom-left 4, bottom-right 8.
  static let quadrantGlyphs: [Character] = [
    " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
  ]

  /// A straight edge of the outline in canvas cell units, top end first.
  private struct Edge {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
    /// +1 where the outline runs downwards, −1 where it runs upwards.
    var direction: Int

    func x(at y: Double) -> Double { x0 + (y - y0) * (x1 - x0) / (y1 - y0) }
  }

  /// Fills `path` (in points, relative to `frame`'s origin) into `canvas`, inside `clip`.
  package static func fill(
    _ path: Path, in frame: Rect, rule: FillStyle, paint: CellPaint, into canvas: inout CellCanvas,
    clip: Rect, scale: PointScale
  ) {
    // The most covered cell, for a shape too small to draw any cell or quadrant.
    var painted = false
    var mostCovered: (x: Int, y: Int, coverage: Double)?
    forEachRow(
      of: path, in: frame, rule: rule, clip: clip.intersection(canvas.bounds), scale: scale
    ) { row, firstColumn, quadrants in
      for index in 0..<quadrants.count / 4 {
        let x = firstColumn + index
        let q = quadrants[index * 4..<index * 4 + 4]
        var bits = 0
        for (bit, value) in q.enumerated() where value >= quadrantCoverage { bits |= 1 << bit }
        let total = q.reduce(0, +) / 4
        if total > (mostCovered?.coverage ?? 0) { mostCovered = (x, row, total) }
        guard bits != 0 || total >= fullCoverage else { continue }
        painted = true
        let behind = canvas[x: x, y: row].style.background
        guard let color = paint.color(x - frame.minX, row - frame.minY, behind) else { continue }
        let cell = Rect(x: x, y: row, width: 1, height: 1)
        if total >= fullCoverage || bits == 15 {
          if paint.isTranslucent {
            canvas.setBackground(color, in: cell)
          } else if color == .default && !paint.isBackground {
            // The terminal's text colour cannot be a background: draw it as a full block.
            canvas.put(
              "█", width: 1, x: x, y: row, style: CellStyle(foreground: color, background: behind),
              clip: cell)
          } else {
            canvas.fill(cell, style: CellStyle(foreground: .default, background: color))
          }
        } else {
          canvas.put(
            quadrantGlyphs[bits], width: 1, x: x, y: row,
            style: CellStyle(foreground: color, background: behind), clip: cell)
        }
      }
    }
    // A shape smaller than a cell does not vanish: a status dot
    // (`Circle().frame(width: 8, height: 8)`) is `●` in its colour, anything else `■`.
    // Only a shape about a cell in size: a long thin one is not a dot.
    let bounds = path.boundingRect
    guard !painted, let dot = mostCovered, dot.coverage >= smallestShape,
      bounds.width <= 2 * scale.cell.width, bounds.height <= 2 * scale.cell.height
    else { return }
    let behind = canvas[x: dot.x, y: dot.y].style.background
    guard let color = paint.color(dot.x - frame.minX, dot.y - frame.minY, behind) else { return }
    let glyph: Character = if case .ellipse = path.form { "●" } else { "■" }
    canvas.put(
      glyph, width: 1, x: dot.x, y: dot.y,
      style: CellStyle(foreground: color, background: behind),
      clip: Rect(x: dot.x, y: dot.y, width: 1, height: 1))
  }

  /// The share of a cell a shape that draws no cell or quadrant must cover to show as a dot.
  static let smallestShape = 0.1

  /// Whether the centre of `cell` is inside `path`.
  package static func contains(
    _ path: Path, in frame: Rect, cell: Point, rule: FillStyle, scale: PointScale
  ) -> Bool {
    path.contains(scale.center(of: cell, in: frame), eoFill: rule.isEOFilled)
  }

  /// Calls `body` for each row of `area` the path reaches, with the first column and the
  /// coverage (0…1) of each quadrant of each cell: top-left, top-right, bottom-left,
  /// bottom-right, four values per cell.
  package static func forEachRow(
    of path: Path, in frame: Rect, rule: FillStyle, clip area: Rect, scale: PointScale,
    _ body: (_ row: Int, _ firstColumn: Int, _ quadrants: [Double]) -> Void
  ) {
    guard !area.isEmpty, scale.cell.width > 0, scale.cell.height > 0 else { return }
    var edges = self.edges(of: path, in: frame, scale: scale)
    guard !edges.isEmpty else { return }
    edges.sort { $0.y0 < $1.y0 }
    let top = edges[0].y0
    let bottom = edges.reduce(-Double.infinity) { max($0, $1.y1) }
    let left = edges.reduce(Double.infinity) { min($0, $1.x0, $1.x1) }
    let right = edges.reduce(-Double.infinity) { max($0, $1.x0, $1.x1) }
    // Only the rows and columns both the path and the clip reach: huge shapes cost no more
    // than the visible cells.
    let minY = max(area.minY, Int(max(top, -1e15).rounded(.down)))
    let maxY = min(area.maxY, Int(min(bottom, 1e15).rounded(.up)))
    let minX = max(area.minX, Int(max(left, -1e15).rounded(.down)))
    let maxX = min(area.maxX, Int(min(right, 1e15).rounded(.up)))
    guard minY < maxY, minX < maxX else { return }
    let width = maxX - minX
    var quadrants = [Double](repeating: 0, count: width * 4)
    var next = 0
    var active: [Int] = []
    var crossings: [(x: Double, direction: Int)] = []
    let weight = 2.0 / Double(samplesPerRow)
    for row in minY..<maxY {
      for index in quadrants.indices { quadrants[index] = 0 }
      for sample in 0..<samplesPerRow {
        let y = Double(row) + (Double(sample) + 0.5) / Double(samplesPerRow)
        while next < edges.count && edges[next].y0 <= y {
          active.append(next)
          next += 1
        }
        active.removeAll { edges[$0].y1 <= y }
        crossings.removeAll(keepingCapacity: true)
        for index in active where edges[index].y0 <= y {
          crossings.append((edges[index].x(at: y), edges[index].direction))
        }
        crossings.sort { $0.x < $1.x }
        let lower = sample < samplesPerRow / 2 ? 0 : 2
        var winding = 0
        var spanStart = 0.0
        for crossing in crossings {
          let wasInside = rule.isEOFilled ? winding & 1 != 0 : winding != 0
          winding += crossing.direction
          let isInside = rule.isEOFilled ? winding & 1 != 0 : winding != 0
          if !wasInside && isInside {
            spanStart = crossing.x
          } else if wasInside && !isInside {
            accumulate(
              from: spanStart, to: crossing.x, columns: minX..<maxX, quadrantRow: lower,
              weight: weight, into: &quadrants)
          }
        }
      }
      body(row, minX, quadrants)
    }
  }

  /// Adds a covered span (in columns) to the quadrants of one half-row it crosses.
  private static func accumulate(
    from start: Double, to end: Double, columns: Range<Int>, quadrantRow: Int, weight: Double,
    into quadrants: inout [Double]
  ) {
    // Half columns: two per cell.
    let a = max(start, Double(columns.lowerBound)) * 2
    let b = min(end, Double(columns.upperBound)) * 2
    guard a.isFinite, b.isFinite, b > a else { return }
    var half = Int(a.rounded(.down))
    while Double(half) < b {
      let overlap = min(b, Double(half + 1)) - max(a, Double(half))
      let column = half >> 1
      let index = (column - columns.lowerBound) * 4 + quadrantRow + (half & 1)
      quadrants[index] += overlap * weight
      half += 1
    }
  }

  /// The outline's non-horizontal edges in canvas cell units; every subpath counts as closed.
  private static func edges(of path: Path, in frame: Rect, scale: PointScale) -> [Edge] {
    var result: [Edge] = []
    for polyline in path.flattened(tolerance: flatness) {
      var previous = polyline.points[polyline.points.count - 1]
      for point in polyline.points {
        defer { previous = point }
        guard previous.x.isFinite, previous.y.isFinite, point.x.isFinite, point.y.isFinite
        else { continue }
        let (x0, y0) = cellUnits(previous, frame: frame, scale: scale)
        let (x1, y1) = cellUnits(point, frame: frame, scale: scale)
        guard y0 != y1 else { continue }
        result.append(
          y0 < y1
            ? Edge(x0: x0, y0: y0, x1: x1, y1: y1, direction: 1)
            : Edge(x0: x1, y0: y1, x1: x0, y1: y0, direction: -1))
      }
    }
    return result
  }

  /// A point in canvas columns and rows, kept within ±10¹⁵ cells so that arithmetic on it
  /// stays finite (nothing that far away can be seen).
  static func cellUnits(_ p: CGPoint, frame: Rect, scale: PointScale) -> (
    x: Double, y: Double
  ) {
    func bounded(_ value: Double) -> Double { min(max(value, -1e15), 1e15) }
    return (
      bounded(Double(frame.minX) + Double(p.x / scale.cell.width)),
      bounded(Double(frame.minY) + Double(p.y / scale.cell.height))
    )
  }
}
