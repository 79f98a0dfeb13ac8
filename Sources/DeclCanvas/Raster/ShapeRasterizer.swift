import Decl
import Foundation

/// Draws shapes into a canvas: the fill, the stroke and the hit test of a `Path`.
///
/// Paths are in points, relative to the origin of the frame (in cells) they are drawn in; build
/// them with `shape.path(in: scale.pointRect(for: frame.size))`. Nothing is ever drawn outside
/// `clip` or the canvas, a zero or negative frame draws nothing, and the work is bounded by the
/// visible cells, however large the path.
///
/// - Fills: see `FillRasterizer` (whole cells where covered, block glyphs at the edges).
/// - Strokes narrower than a column (8 points) are one cell wide whatever their width:
///   horizontal and vertical lines are box-drawing characters joined where they meet (heavy
///   `━┃┏…` from 3 points), rectangles and capsules get arcs `╭╮╰╯` at corners whose radius is
///   at least half a column (4 points); curves and slanted lines are braille dots (2 × 4 per
///   cell, 4 × 4 points each), which keeps circles round. A subpath made only of horizontal and
///   vertical lines is drawn with box characters, any other with dots. Dashes are honoured: a
///   cell the pattern draws only partly gets a dashed glyph (`╌`, `╎`).
/// - Wider strokes fill the stroke's outline (`Path.strokedPath`) like a fill.
package enum ShapeRasterizer {
  /// The smallest line width, in points, drawn with heavy box characters.
  static let heavyLineWidth: CGFloat = 3

  /// Fills `path` with `paint` by `style`'s rule.
  package static func fill(
    _ path: Path, in frame: Rect, style: FillStyle = FillStyle(), paint: CellPaint,
    into canvas: inout CellCanvas, clip: Rect, scale: PointScale = .terminal
  ) {
    guard !frame.isEmpty else { return }
    FillRasterizer.fill(
      path, in: frame, rule: style, paint: paint, into: &canvas, clip: clip, scale: scale)
  }

  /// Strokes the outline of `path` with `paint`.
  package static func stroke(
    _ path: Path, in frame: Rect, style: StrokeStyle, paint: CellPaint,
    into canvas: inout CellCanvas,
    clip: Rect, scale: PointScale = .terminal
  ) {
    let visible = clip.intersection(canvas.bounds)
    guard !frame.isEmpty, !visible.isEmpty, !path.isEmpty, style.lineWidth >= 0,
      style.lineWidth.isFinite, scale.cell.width > 0, scale.cell.height > 0
    else { return }
    if style.lineWidth > scale.cell.width {
      FillRasterizer.fill(
        path.strokedPath(style), in: frame, rule: FillStyle(), paint: paint, into: &canvas,
        clip: visible, scale: scale)
      return
    }
    let grid = Grid(frame: frame, scale: scale)
    // Only the cells near the outline: a small shape on a large canvas costs little.
    let bounds = path.boundingRect
    let (left, top) = grid.cellUnits(CGPoint(x: bounds.minX, y: bounds.minY))
    let (right, bottom) = grid.cellUnits(CGPoint(x: bounds.maxX, y: bounds.maxY))
    let area = visible.intersection(
      Rect(
        x: Int(left.rounded(.down)) - 1, y: Int(top.rounded(.down)) - 1,
        width: Int(right.rounded(.up)) - Int(left.rounded(.down)) + 2,
        height: Int(bottom.rounded(.up)) - Int(top.rounded(.down)) + 2))
    guard !area.isEmpty else { return }
    let parts = Outline(path, scale: scale)
    var boxes = BoxLines(area: area)
    let dashes = DashPattern(style)
    for polyline in parts.straight {
      // Dashes are decided per cell, by how much of the cell's length along the line the
      // pattern draws: all (a line), some (a dashed glyph), or none.
      var travelled: CGFloat = 0
      for (a, b) in polyline.segments {
        guard let start = grid.cell(a), let end = grid.cell(b) else { continue }
        let offset = travelled
        travelled += hypot(b.x - a.x, b.y - a.y)
        func dash(centre: CGFloat, from origin: CGFloat, length: CGFloat) -> BoxLines.Dash {
          guard let dashes else { return .solid }
          let middle = offset + abs(centre - origin)
          let drawn = dashes.drawnLength(from: middle - length / 2, to: middle + length / 2)
          return drawn >= length * 0.95 ? .solid : drawn <= length * 0.05 ? .off : .partial
        }
        if abs(a.y - b.y) <= abs(a.x - b.x) {
          boxes.horizontal(y: start.y, from: start.x, to: end.x) { x in
            dash(centre: grid.centerX(of: x), from: a.x, length: scale.cell.width)
          }
        } else {
          boxes.vertical(x: start.x, from: start.y, to: end.y) { y in
            dash(centre: grid.centerY(of: y), from: a.y, length: scale.cell.height)
          }
        }
      }
    }
    for corner in parts.roundCorners {
      if let cell = grid.cell(corner) { boxes.round(x: cell.x, y: cell.y) }
    }
    var dots = BrailleDots(area: area)
    for polyline in Path.dashed(parts.curved, style: style) {
      for (a, b) in polyline.segments {
        grid.dot(from: a, to: b, lineWidth: style.lineWidth, area: area, into: &dots)
      }
    }
    let heavy = style.lineWidth >= heavyLineWidth
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        let mask = dots[x: x, y: y]
        guard
          let glyph = BoxLines.glyph(boxes[x: x, y: y], heavy: heavy)
            ?? (mask != 0 ? BrailleDots.glyph(mask) : nil)
        else { continue }
        let behind = canvas[x: x, y: y].style.background
        guard let color = paint.color(x - frame.minX, y - frame.minY, behind) else { continue }
        canvas.put(
          glyph, width: 1, x: x, y: y, style: CellStyle(foreground: color, background: behind),
          clip: area)
      }
    }
  }

  /// Whether `cell` is inside `path`'s filled area (its centre is), for hit testing.
  package static func contains(
    _ path: Path, in frame: Rect, cell: Point, style: FillStyle = FillStyle(),
    scale: PointScale = .terminal
  ) -> Bool {
    FillRasterizer.contains(path, in: frame, cell: cell, rule: style, scale: scale)
  }
}

/// A path's outline sorted by how it is drawn: subpaths of only horizontal and vertical lines
/// with box characters, the rest with dots.
private struct Outline {
  var straight: [Polyline] = []
  var curved: [Polyline] = []
  /// Corners (in points) drawn as arcs.
  var roundCorners: [CGPoint] = []

  init(_ path: Path, scale: PointScale) {
    switch path.form {
    case .rect(let rect):
      straight = [Outline.polyline(rect)]
      return
    case .roundedRect(let rect, let radii):
      straight = [Outline.polyline(rect)]
      let minimum = scale.cell.width / 2
      let corners = [
        (radii.topLeading, CGPoint(x: rect.minX, y: rect.minY)),
        (radii.topTrailing, CGPoint(x: rect.maxX, y: rect.minY)),
        (radii.bottomLeading, CGPoint(x: rect.minX, y: rect.maxY)),
        (radii.bottomTrailing, CGPoint(x: rect.maxX, y: rect.maxY)),
      ]
      roundCorners = corners.filter { $0.0 >= minimum }.map(\.1)
      return
    case .ellipse, nil:
      break
    }
    var subpath = Path()
    var isStraight = true
    func finish() {
      if !subpath.isEmpty {
        if isStraight {
          straight += subpath.flattened()
        } else {
          curved += subpath.flattened(tolerance: FillRasterizer.flatness)
        }
      }
      subpath = Path()
      isStraight = true
    }
    var start = CGPoint.zero
    var current = CGPoint.zero
    for element in path.elements {
      switch element {
      case .move(let point):
        finish()
        subpath.move(to: point)
        (start, current) = (point, point)
      case .line(let point):
        if point.x != current.x && point.y != current.y { isStraight = false }
        subpath.append(element)
        current = point
      case .quadCurve(let point, _), .curve(let point, _, _):
        isStraight = false
        subpath.append(element)
        current = point
      case .closeSubpath:
        if start.x != current.x && start.y != current.y { isStraight = false }
        subpath.append(element)
        current = start
      }
    }
    finish()
  }

  private static func polyline(_ rect: CGRect) -> Polyline {
    Polyline(
      points: [
        CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
      ], isClosed: true)
  }
}

/// Where points of a path fall on the canvas: in whole cells and in braille dots.
private struct Grid {
  let frame: Rect
  let scale: PointScale
  let columns: GridSnap
  let rows: GridSnap
  let dotColumns: GridSnap
  let dotRows: GridSnap

  init(frame: Rect, scale: PointScale) {
    self.frame = frame
    self.scale = scale
    columns = GridSnap(center: Double(frame.minX) + Double(frame.width) / 2)
    rows = GridSnap(center: Double(frame.minY) + Double(frame.height) / 2)
    dotColumns = GridSnap(center: Double(frame.minX * 2 + frame.width))
    dotRows = GridSnap(center: Double(frame.minY * 4 + frame.height * 2))
  }

  /// The point in columns and rows of the canvas (bounded, see `FillRasterizer.cellUnits`).
  func cellUnits(_ p: CGPoint) -> (x: Double, y: Double) {
    FillRasterizer.cellUnits(p, frame: frame, scale: scale)
  }

  /// The centre of canvas column `x`, in points from the frame's origin.
  func centerX(of x: Int) -> CGFloat { (CGFloat(x - frame.minX) + 0.5) * scale.cell.width }

  /// The centre of canvas row `y`, in points from the frame's origin.
  func centerY(of y: Int) -> CGFloat { (CGFloat(y - frame.minY) + 0.5) * scale.cell.height }

  /// The cell holding `p`; nil for a point that is not finite.
  func cell(_ p: CGPoint) -> Point? {
    let (x, y) = cellUnits(p)
    guard let column = columns.index(x), let row = rows.index(y) else { return nil }
    return Point(x: column, y: row)
  }

  /// Sets the dots a line from `a` to `b` (in points) passes through, `lineWidth` points wide
  /// (at least one dot).
  func dot(
    from a: CGPoint, to b: CGPoint, lineWidth: CGFloat, area: Rect, into dots: inout BrailleDots
  ) {
    let (ax, ay) = cellUnits(a)
    let (bx, by) = cellUnits(b)
    // Dot units: two per column, four per row.
    var (x0, y0, x1, y1) = (ax * 2, ay * 4, bx * 2, by * 4)
    let radiusX = Double(lineWidth / scale.cell.width)  // half the width, in dots
    let radiusY = Double(lineWidth / scale.cell.height) * 2
    let margin = max(radiusX, radiusY) + 1
    guard
      Grid.clip(
        &x0, &y0, &x1, &y1,
        to: (
          Double(area.minX * 2) - margin, Double(area.minY * 4) - margin,
          Double(area.maxX * 2) + margin, Double(area.maxY * 4) + margin
        ))
    else { return }
    // Samples half a dot apart at most, at the middles of equal steps: a segment's ends are
    // left to its neighbours, so a short dash does not spill into the dots around it.
    let length = max(abs(x1 - x0), abs(y1 - y0))
    let steps = max(1, Int((length * 2).rounded(.up)))
    for step in 0..<steps {
      let t = (Double(step) + 0.5) / Double(steps)
      let (x, y) = (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t)
      guard let column = dotColumns.index(x), let row = dotRows.index(y) else { continue }
      dots.set(x: column, y: row)
      guard radiusX >= 0.5 || radiusY >= 0.5 else { continue }
      let (rx, ry) = (max(radiusX, 0.5), max(radiusY, 0.5))
      for j in Int((y - ry).rounded(.down))...Int((y + ry).rounded(.down)) {
        for i in Int((x - rx).rounded(.down))...Int((x + rx).rounded(.down)) {
          let (dx, dy) = ((Double(i) + 0.5 - x) / rx, (Double(j) + 0.5 - y) / ry)
          if dx * dx + dy * dy <= 1 { dots.set(x: i, y: j) }
        }
      }
    }
  }

  /// Clips a segment to a box (Liang–Barsky); false when nothing of it is inside.
  static func clip(
    _ x0: inout Double, _ y0: inout Double, _ x1: inout Double, _ y1: inout Double,
    to box: (minX: Double, minY: Double, maxX: Double, maxY: Double)
  ) -> Bool {
    guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return false }
    let (dx, dy) = (x1 - x0, y1 - y0)
    var (low, high) = (0.0, 1.0)
    for (p, q) in [
      (-dx, x0 - box.minX), (dx, box.maxX - x0), (-dy, y0 - box.minY), (dy, box.maxY - y0),
    ] {
      if p == 0 {
        if q < 0 { return false }
        continue
      }
      let r = q / p
      if p < 0 { low = max(low, r) } else { high = min(high, r) }
      if low > high { return false }
    }
    (x0, y0, x1, y1) = (x0 + dx * low, y0 + dy * low, x0 + dx * high, y0 + dy * high)
    return x0.isFinite && y0.isFinite && x1.isFinite && y1.isFinite
  }
}
