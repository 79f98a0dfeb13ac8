import Foundation

extension Path {
  /// One drawn piece of a path: a line or a curve, with where it starts.
  private struct Piece {
    enum Kind {
      case line
      case quad(CGPoint)
      case cubic(CGPoint, CGPoint)
    }
    var start: CGPoint
    var end: CGPoint
    var kind: Kind
    /// Whether a `move` comes right before this piece.
    var startsSubpath: Bool
    /// Whether this is the line a `closeSubpath` draws.
    var closes: Bool
    /// Cumulative lengths at evenly spaced parameters (first 0, last the piece's length).
    var lengths: [CGFloat] = []

    var length: CGFloat { lengths.last ?? 0 }

    func point(at t: CGFloat) -> CGPoint {
      switch kind {
      case .line: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
      case .quad(let c): Path.quadPoint(start, c, end, t)
      case .cubic(let c1, let c2): Path.cubicPoint(start, c1, c2, end, t)
      }
    }

    /// The curve parameter at which the piece has run `distance` of its length.
    func parameter(atLength distance: CGFloat) -> CGFloat {
      guard length > 0 else { return 0 }
      if case .line = kind { return min(1, max(0, distance / length)) }
      let steps = lengths.count - 1
      var index = 1
      while index < steps && lengths[index] < distance { index += 1 }
      let (low, high) = (lengths[index - 1], lengths[index])
      let fraction = high > low ? (distance - low) / (high - low) : 0
      return min(1, max(0, (CGFloat(index - 1) + fraction) / CGFloat(steps)))
    }

    /// The part of the piece between parameters `t0` and `t1`, as a path element.
    func element(from t0: CGFloat, to t1: CGFloat) -> Path.Element {
      switch kind {
      case .line:
        return .line(to: point(at: t1))
      case .quad(let c):
        let (_, control, end) = Path.splitQuad(start, c, end, from: t0, to: t1)
        return .quadCurve(to: end, control: control)
      case .cubic(let c1, let c2):
        let (_, q1, q2, p1) = Path.splitCubic(start, c1, c2, end, from: t0, to: t1)
        return .curve(to: p1, control1: q1, control2: q2)
      }
    }
  }

  /// The part of the path between two fractions of its length (0 is its start, 1 its end).
  ///
  /// ```swift
  /// Circle().path(in: rect).trimmedPath(from: 0, to: 0.25)   // a quarter of the circle
  /// ```
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let from = from.isNaN ? 0 : min(1, max(0, from))
    let to = to.isNaN ? 0 : min(1, max(0, to))
    if from <= 0 && to >= 1 { return self }
    guard to > from else { return Path() }
    let pieces = self.pieces()
    let total = pieces.reduce(0) { $0 + $1.length }
    guard total > 0, total.isFinite else { return Path() }
    let (low, high) = (from * total, to * total)
    var result = Path()
    var offset: CGFloat = 0
    var lastEnd: CGPoint?
    var subpathStartedWhole = false
    for piece in pieces {
      defer { offset += piece.length }
      if piece.startsSubpath { subpathStartedWhole = offset >= low }
      let pieceLow = max(low, offset)
      let pieceHigh = min(high, offset + piece.length)
      guard pieceHigh > pieceLow || (piece.length == 0 && offset >= low && offset < high) else {
        continue
      }
      let t0 = piece.parameter(atLength: pieceLow - offset)
      let t1 = piece.parameter(atLength: pieceHigh - offset)
      let start = piece.point(at: t0)
      let continues = !piece.startsSubpath && t0 == 0 && lastEnd != nil
      if !continues {
        result.move(to: start)
        if !piece.startsSubpath || t0 > 0 { subpathStartedWhole = false }
      }
      if piece.closes && t0 == 0 && t1 == 1 && subpathStartedWhole {
        result.closeSubpath()
      } else {
        result.append(piece.element(from: t0, to: t1))
      }
      lastEnd = piece.point(at: t1)
    }
    return result
  }

  /// The lines and curves the path draws, in order, with their lengths measured.
  private func pieces() -> [Piece] {
    var result: [Piece] = []
    var current: CGPoint?
    var start = CGPoint.zero
    var startsSubpath = false
    func add(_ end: CGPoint, _ kind: Piece.Kind, closes: Bool = false) {
      guard let from = current else { return }
      var piece = Piece(
        start: from, end: end, kind: kind, startsSubpath: startsSubpath, closes: closes)
      let steps: Int
      if case .line = kind { steps = 1 } else { steps = 32 }
      var lengths: [CGFloat] = [0]
      var previous = from
      for index in 1...steps {
        let point = piece.point(at: CGFloat(index) / CGFloat(steps))
        lengths.append(lengths[index - 1] + hypot(point.x - previous.x, point.y - previous.y))
        previous = point
      }
      piece.lengths = lengths.map { $0.isFinite ? $0 : 0 }
      result.append(piece)
      startsSubpath = false
      current = end
    }
    for element in elements {
      switch element {
      case .move(let point):
        current = point
        start = point
        startsSubpath = true
      case .line(let point):
        add(point, .line)
      case .quadCurve(let end, let control):
        add(end, .quad(control))
      case .curve(let end, let c1, let c2):
        add(end, .cubic(c1, c2))
      case .closeSubpath:
        add(start, .line, closes: true)
        startsSubpath = true
      }
    }
    return result
  }

  /// The part of a quadratic curve between two parameters: start, control, end.
  static func splitQuad(
    _ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, from t0: CGFloat, to t1: CGFloat
  ) -> (CGPoint, CGPoint, CGPoint) {
    func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    guard t1 > 0 else { return (p0, p0, p0) }
    // The curve up to t1, then the part of that after t0 / t1.
    let a = lerp(p0, c, t1)
    let end = quadPoint(p0, c, p1, t1)
    let s = t0 / t1
    let control = lerp(a, end, s)
    return (quadPoint(p0, a, end, s), control, end)
  }

  /// The part of a cubic curve between two parameters: start, two controls, end.
  static func splitCubic(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, from t0: CGFloat, to t1: CGFloat
  ) -> (CGPoint, CGPoint, CGPoint, CGPoint) {
    func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
      CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
    typealias Cubic = (CGPoint, CGPoint, CGPoint, CGPoint)
    /// De Casteljau's construction at `t`: the curve before `t` and the curve after it.
    func split(_ q: Cubic, at t: CGFloat) -> (before: Cubic, after: Cubic) {
      let ab = lerp(q.0, q.1, t)
      let bc = lerp(q.1, q.2, t)
      let cd = lerp(q.2, q.3, t)
      let abc = lerp(ab, bc, t)
      let bcd = lerp(bc, cd, t)
      let point = lerp(abc, bcd, t)
      return ((q.0, ab, abc, point), (point, bcd, cd, q.3))
    }
    guard t1 > 0 else { return (p0, p0, p0, p0) }
    let head = split((p0, c1, c2, p1), at: t1).before
    return split(head, at: t0 / t1).after
  }
}
