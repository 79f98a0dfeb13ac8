import Foundation

extension Path {
  /// The most dashes a path is cut into; a finer pattern over a longer path is drawn solid
  /// rather than allocating without bound.
  static let maximumDashes = 100_000

  /// The area a stroke of `style` covers, as a path to fill with the non-zero rule.
  ///
  /// Curves are flattened first; each segment, join and cap becomes its own closed polygon,
  /// all turning the same way, so their union is the stroke.
  public func strokedPath(_ style: StrokeStyle) -> Path {
    let half = style.lineWidth / 2
    guard half > 0, half.isFinite else { return Path() }
    var result = Path()
    for polyline in Path.dashed(flattened(), style: style) {
      var points: [CGPoint] = []
      for point in polyline.points where point.x.isFinite && point.y.isFinite {
        if points.last != point { points.append(point) }
      }
      let closed = polyline.isClosed && points.count > 2
      if closed, points.first == points.last { points.removeLast() }
      guard let first = points.first, let last = points.last else { continue }
      if points.count == 1 {
        switch style.lineCap {
        case .round: result.addPolygon(Path.circle(first, half))
        case .square:
          result.addPolygon(Path.square(first, half))
        default: break
        }
        continue
      }
      var segments = Array(zip(points, points.dropFirst()))
      if closed { segments.append((last, first)) }
      for (index, segment) in segments.enumerated() {
        var (a, b) = segment
        if !closed && style.lineCap == .square {
          let direction = Path.unit(a, b)
          if index == 0 { a = CGPoint(x: a.x - direction.dx * half, y: a.y - direction.dy * half) }
          if index == segments.count - 1 {
            b = CGPoint(x: b.x + direction.dx * half, y: b.y + direction.dy * half)
          }
        }
        let normal = Path.normal(a, b)
        result.addPolygon([
          CGPoint(x: a.x + normal.dx * half, y: a.y + normal.dy * half),
          CGPoint(x: b.x + normal.dx * half, y: b.y + normal.dy * half),
          CGPoint(x: b.x - normal.dx * half, y: b.y - normal.dy * half),
          CGPoint(x: a.x - normal.dx * half, y: a.y - normal.dy * half),
        ])
      }
      let joints = closed ? Array(0..<segments.count) : Array(1..<segments.count)
      for index in joints {
        let incoming = segments[(index + segments.count - 1) % segments.count]
        let outgoing = segments[index]
        result.addJoin(at: outgoing.0, incoming, outgoing, half: half, style: style)
      }
      if !closed && style.lineCap == .round {
        result.addPolygon(Path.circle(first, half))
        result.addPolygon(Path.circle(last, half))
      }
    }
    return result
  }

  /// The join between two segments meeting at `vertex`, on the outside of the turn.
  private mutating func addJoin(
    at vertex: CGPoint, _ incoming: (CGPoint, CGPoint), _ outgoing: (CGPoint, CGPoint),
    half: CGFloat, style: StrokeStyle
  ) {
    let d1 = Path.unit(incoming.0, incoming.1)
    let d2 = Path.unit(outgoing.0, outgoing.1)
    let cross = d1.dx * d2.dy - d1.dy * d2.dx
    let dot = d1.dx * d2.dx + d1.dy * d2.dy
    if abs(cross) < 1e-9 && dot > 0 { return }
    if style.lineJoin == .round {
      addPolygon(Path.circle(vertex, half))
      return
    }
    let side: CGFloat = cross > 0 ? -1 : 1
    let n1 = Path.normal(incoming.0, incoming.1)
    let n2 = Path.normal(outgoing.0, outgoing.1)
    let a = CGPoint(x: vertex.x + n1.dx * half * side, y: vertex.y + n1.dy * half * side)
    let b = CGPoint(x: vertex.x + n2.dx * half * side, y: vertex.y + n2.dy * half * side)
    // The miter length over the line width is 1 / sin(φ / 2), φ the angle between the lines.
    let cosine = max(-1, min(1, -dot))
    let sineOfHalf = sqrt(max(0, (1 - cosine) / 2))
    if style.lineJoin == .miter && sineOfHalf > 0 && 1 / sineOfHalf <= style.miterLimit {
      let bisector = PathVector(dx: n1.dx + n2.dx, dy: n1.dy + n2.dy)
      let length = hypot(bisector.dx, bisector.dy)
      if length > 1e-9 {
        let reach = half / sineOfHalf
        let tip = CGPoint(
          x: vertex.x + bisector.dx / length * reach * side,
          y: vertex.y + bisector.dy / length * reach * side)
        addPolygon([vertex, a, tip, b])
        return
      }
    }
    addPolygon([vertex, a, b])
  }

  /// Adds a closed polygon turning clockwise on screen (positive area with y down).
  private mutating func addPolygon(_ points: [CGPoint]) {
    guard points.count >= 3 else { return }
    var area: CGFloat = 0
    for (p, q) in zip(points, points.dropFirst() + [points[0]]) { area += p.x * q.y - q.x * p.y }
    guard area != 0 else { return }
    addLines(area > 0 ? points : points.reversed())
    closeSubpath()
  }

  private static func unit(_ a: CGPoint, _ b: CGPoint) -> PathVector {
    let length = hypot(b.x - a.x, b.y - a.y)
    guard length > 0 else { return PathVector(dx: 1, dy: 0) }
    return PathVector(dx: (b.x - a.x) / length, dy: (b.y - a.y) / length)
  }

  private static func normal(_ a: CGPoint, _ b: CGPoint) -> PathVector {
    let direction = unit(a, b)
    return PathVector(dx: -direction.dy, dy: direction.dx)
  }

  /// A polygon close to a circle, finer for larger radii.
  private static func circle(_ center: CGPoint, _ radius: CGFloat) -> [CGPoint] {
    let count = Int(min(64, max(8, (radius * 2).rounded(.up))))
    return (0..<count).map { index in
      let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(count)
      return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
  }

  private static func square(_ center: CGPoint, _ half: CGFloat) -> [CGPoint] {
    [
      CGPoint(x: center.x - half, y: center.y - half),
      CGPoint(x: center.x + half, y: center.y - half),
      CGPoint(x: center.x + half, y: center.y + half),
      CGPoint(x: center.x - half, y: center.y + half),
    ]
  }

  /// The polylines cut into dashes by `style.dash` (each subpath starts the pattern afresh at
  /// `dashPhase`); unchanged without a usable pattern (see `DashPattern`), or when the pattern
  /// would cut the path into more than `maximumDashes` pieces (then it is drawn solid rather
  /// than allocating without bound).
  package static func dashed(_ polylines: [Polyline], style: StrokeStyle) -> [Polyline] {
    guard let dashes = DashPattern(style) else { return polylines }
    let pattern = dashes.lengths
    let total = polylines.reduce(CGFloat(0)) { sum, polyline in
      sum + polyline.segments.reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
    let estimate = total / dashes.period * CGFloat(pattern.count)
    guard estimate.isFinite, estimate < CGFloat(maximumDashes) else { return polylines }
    var result: [Polyline] = []
    for polyline in polylines {
      // Where in the pattern the subpath starts.
      var phase = dashes.phase
      var index = 0
      while phase >= pattern[index] {
        phase -= pattern[index]
        index = (index + 1) % pattern.count
      }
      var remaining = pattern[index] - phase
      var current: [CGPoint] = []
      for (start, end) in polyline.segments {
        let length = hypot(end.x - start.x, end.y - start.y)
        var travelled: CGFloat = 0
        if index % 2 == 0 && current.isEmpty { current = [start] }
        while length - travelled > remaining {
          travelled += remaining
          let t = travelled / length
          let point = CGPoint(
            x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
          if index % 2 == 0 {
            current.append(point)
            if current.count >= 2 { result.append(Polyline(points: current, isClosed: false)) }
            current = []
          } else {
            current = [point]
          }
          index = (index + 1) % pattern.count
          remaining = pattern[index]
        }
        remaining -= length - travelled
        if index % 2 == 0 { current.append(end) }
      }
      if index % 2 == 0 && current.count >= 2 {
        result.append(Polyline(points: current, isClosed: false))
      }
    }
    return result
  }
}

/// A stroke's dash pattern, ready to use: alternating drawn and skipped lengths in points.
///
/// An odd number of lengths is repeated to make on/off pairs, as SVG does. A pattern with a
/// negative or non-finite length, or with no length at all, is no pattern (the line is solid).
package struct DashPattern {
  /// Drawn, skipped, drawn, skipped… lengths; an even number of them.
  package let lengths: [CGFloat]
  /// The sum of the lengths.
  package let period: CGFloat
  /// Where in the pattern a line starts, in 0..<period.
  package let phase: CGFloat

  package init?(_ style: StrokeStyle) {
    var lengths = style.dash
    guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
    if lengths.count % 2 == 1 { lengths += lengths }
    let period = lengths.reduce(0, +)
    guard period > 0, period.isFinite else { return nil }
    var phase = style.dashPhase.isFinite ? style.dashPhase : 0
    phase = phase.truncatingRemainder(dividingBy: period)
    if phase < 0 { phase += period }
    self.lengths = lengths
    self.period = period
    self.phase = phase
  }

  /// How much of the line between `start` and `end` points from its start is drawn, in
  /// points; whole periods are counted at once, so a long span costs no more than a short one.
  package func drawnLength(from start: CGFloat, to end: CGFloat) -> CGFloat {
    guard start.isFinite, end.isFinite, end > start else { return 0 }
    return drawnLength(upTo: end) - drawnLength(upTo: start)
  }

  /// The drawn length from the line's start (at `phase` into the pattern) to `distance`.
  private func drawnLength(upTo distance: CGFloat) -> CGFloat {
    let position = distance + phase
    let periods = (position / period).rounded(.down)
    var rest = position - periods * period
    var drawn = periods * drawnPerPeriod
    for (index, length) in lengths.enumerated() where rest > 0 {
      if index % 2 == 0 { drawn += min(rest, length) }
      rest -= length
    }
    // The part of the pattern before the line's start is not the line's.
    return drawn - drawnBeforeStart
  }

  private var drawnPerPeriod: CGFloat {
    stride(from: 0, to: lengths.count, by: 2).reduce(0) { $0 + lengths[$1] }
  }

  private var drawnBeforeStart: CGFloat {
    var rest = phase
    var drawn: CGFloat = 0
    for (index, length) in lengths.enumerated() where rest > 0 {
      if index % 2 == 0 { drawn += min(rest, length) }
      rest -= length
    }
    return drawn
  }

  /// Whether the line is drawn `distance` points from its start.
  package func isOn(at distance: CGFloat) -> Bool {
    guard distance.isFinite else { return true }
    var position = (distance + phase).truncatingRemainder(dividingBy: period)
    if position < 0 { position += period }
    for (index, length) in lengths.enumerated() {
      if position < length { return index % 2 == 0 }
      position -= length
    }
    return false
  }
}
