import Foundation

/// One subpath with its curves replaced by straight lines.
package struct Polyline: Equatable, Sendable {
  /// The points in order; at least two.
  package var points: [CGPoint]
  /// Whether the subpath was closed (its last point joins its first).
  package var isClosed: Bool

  package init(points: [CGPoint], isClosed: Bool) {
    self.points = points
    self.isClosed = isClosed
  }

  /// The segments in order, including the closing one of a closed polyline.
  package var segments: [(CGPoint, CGPoint)] {
    var result = Array(zip(points, points.dropFirst()))
    if isClosed, let first = points.first, let last = points.last, first != last {
      result.append((last, first))
    }
    return result
  }
}

extension Path {
  /// The most straight lines a single curve is cut into, whatever its size, so a huge curve
  /// costs no more than a few kilobytes (it is then flattened more coarsely).
  static let maximumCurveSegments = 1024

  /// The subpaths as polylines whose lines stay within `tolerance` points of the curves.
  ///
  /// A subpath of a single point is dropped; a line or curve after `closeSubpath` without a
  /// `move` starts a new subpath where the closed one started, as in Core Graphics.
  package func flattened(tolerance: CGFloat = 0.25) -> [Polyline] {
    let tolerance = tolerance > 0 ? tolerance : 0.25
    var result: [Polyline] = []
    var points: [CGPoint] = []
    var start = CGPoint.zero
    var closed = false
    func finish() {
      if points.count >= 2 { result.append(Polyline(points: points, isClosed: closed)) }
      points = []
      closed = false
    }
    func ensureStarted() {
      if points.isEmpty || closed {
        finish()
        points = [start]
      }
    }
    for element in elements {
      switch element {
      case .move(let point):
        finish()
        start = point
        points = [point]
      case .line(let point):
        ensureStarted()
        points.append(point)
      case .quadCurve(let end, let control):
        ensureStarted()
        let p0 = points[points.count - 1]
        let bend = hypot(p0.x - 2 * control.x + end.x, p0.y - 2 * control.y + end.y)
        let count = Path.segmentCount(sqrt(bend / (4 * tolerance)))
        for index in 1...count {
          points.append(Path.quadPoint(p0, control, end, CGFloat(index) / CGFloat(count)))
        }
      case .curve(let end, let c1, let c2):
        ensureStarted()
        let p0 = points[points.count - 1]
        let bend = max(
          hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
          hypot(c1.x - 2 * c2.x + end.x, c1.y - 2 * c2.y + end.y))
        let count = Path.segmentCount(sqrt(0.75 * bend / tolerance))
        for index in 1...count {
          points.append(Path.cubicPoint(p0, c1, c2, end, CGFloat(index) / CGFloat(count)))
        }
      case .closeSubpath:
        if !points.isEmpty { closed = true }
      }
    }
    finish()
    return result
  }

  /// A segment count for a curve, at least one and at most `maximumCurveSegments`.
  private static func segmentCount(_ estimate: CGFloat) -> Int {
    guard estimate.isFinite else { return 1 }
    return Int(min(CGFloat(maximumCurveSegments), max(1, estimate.rounded(.up))))
  }

  static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
    let u = 1 - t
    return CGPoint(
      x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
      y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
  }

  static func cubicPoint(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat
  ) -> CGPoint {
    let u = 1 - t
    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
    return CGPoint(
      x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
  }

  // MARK: Bounds and containment

  /// The smallest rectangle holding the whole path (curves included, control points not);
  /// `.zero` for an empty path.
  public var boundingRect: CGRect {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    func include(_ point: CGPoint) {
      guard point.x.isFinite, point.y.isFinite else { return }
      minX = min(minX, point.x)
      maxX = max(maxX, point.x)
      minY = min(minY, point.y)
      maxY = max(maxY, point.y)
    }
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .move(let point), .line(let point):
        include(point)
        current = point
      case .quadCurve(let end, let control):
        include(end)
        for t in Path.quadExtrema(current, control, end) {
          include(Path.quadPoint(current, control, end, t))
        }
        current = end
      case .curve(let end, let c1, let c2):
        include(end)
        for t in Path.cubicExtrema(current, c1, c2, end) {
          include(Path.cubicPoint(current, c1, c2, end, t))
        }
        current = end
      case .closeSubpath:
        break
      }
    }
    guard minX <= maxX, minY <= maxY else { return .zero }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Parameters in (0, 1) where a quadratic curve turns in x or in y.
  private static func quadExtrema(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint) -> [CGFloat] {
    [(p0.x, c.x, p1.x), (p0.y, c.y, p1.y)].compactMap { a, b, c in
      let denominator = a - 2 * b + c
      guard denominator != 0 else { return nil }
      let t = (a - b) / denominator
      return t > 0 && t < 1 ? t : nil
    }
  }

  /// Parameters in (0, 1) where a cubic curve turns in x or in y.
  private static func cubicExtrema(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint
  ) -> [CGFloat] {
    var result: [CGFloat] = []
    for (a, b, c, d) in [(p0.x, c1.x, c2.x, p1.x), (p0.y, c1.y, c2.y, p1.y)] {
      // The derivative is 3·(qa·t² + qb·t + qc).
      let qa = -a + 3 * b - 3 * c + d
      let qb = 2 * (a - 2 * b + c)
      let qc = b - a
      var roots: [CGFloat] = []
      if abs(qa) < 1e-12 {
        if qb != 0 { roots.append(-qc / qb) }
      } else {
        let discriminant = qb * qb - 4 * qa * qc
        if discriminant >= 0 {
          let root = sqrt(discriminant)
          roots += [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
        }
      }
      result += roots.filter { $0 > 0 && $0 < 1 }
    }
    return result
  }

  /// Whether `p` is inside the path's filled area; every subpath counts as closed.
  ///
  /// With `eoFill` a point is inside when a ray from it crosses the outline an odd number of
  /// times; otherwise when the outline winds around it (the non-zero rule).
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    guard p.x.isFinite, p.y.isFinite else { return false }
    var winding = 0
    for polyline in flattened(tolerance: 0.1) {
      var previous = polyline.points[polyline.points.count - 1]
      for point in polyline.points {
        winding += Path.crossing(from: previous, to: point, at: p)
        previous = point
      }
    }
    return eoFill ? winding % 2 != 0 : winding != 0
  }

  /// +1 or −1 when the edge crosses the horizontal ray to the right of `p` going down or up.
  static func crossing(from a: CGPoint, to b: CGPoint, at p: CGPoint) -> Int {
    guard (a.y <= p.y) != (b.y <= p.y) else { return 0 }
    let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
    guard x > p.x else { return 0 }
    return b.y > a.y ? 1 : -1
  }
}

/// A direction or displacement in points (Linux's Foundation has no `CGVector`).
struct PathVector {
  var dx: CGFloat
  var dy: CGFloat
}
