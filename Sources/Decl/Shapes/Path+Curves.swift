import Foundation

// Rounded rectangles, ellipses and arcs, built from cubic Bézier curves as Core Graphics builds
// them.

extension Path {
  /// The control-point distance that makes a cubic Bézier quarter circle (4/3·(√2 − 1)).
  static let quarterCircleKappa: CGFloat = 0.552_284_749_831

  /// Adds a closed rounded rectangle whose corners are `cornerSize` wide and high.
  ///
  /// Both corner styles are drawn as circular (elliptical) arcs: the difference between
  /// `.continuous` and `.circular` is far below a cell.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    appendRoundedRect(rect, corners: Array(repeating: cornerSize, count: 4), transform: transform)
  }

  /// Adds a closed rounded rectangle whose four corners may have different radii.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let sizes = [
      cornerRadii.topLeading, cornerRadii.topTrailing, cornerRadii.bottomTrailing,
      cornerRadii.bottomLeading,
    ].map { CGSize(width: $0, height: $0) }
    appendRoundedRect(rect, corners: sizes, transform: transform)
  }

  /// Adds the closed ellipse that fits in `rect`, starting at the middle of its right edge and
  /// going clockwise on screen.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let wasEmpty = isEmpty
    let r = rect.standardized
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    let k = Path.quarterCircleKappa
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
      CGPoint(x: cx + x * rx, y: cy + y * ry).applying(transform)
    }
    move(to: point(1, 0))
    append(.curve(to: point(0, 1), control1: point(1, k), control2: point(k, 1)))
    append(.curve(to: point(-1, 0), control1: point(-k, 1), control2: point(-1, k)))
    append(.curve(to: point(0, -1), control1: point(-1, -k), control2: point(-k, -1)))
    append(.curve(to: point(1, 0), control1: point(k, -1), control2: point(1, -k)))
    append(.closeSubpath)
    if wasEmpty, let mapped = Path.axisAligned(r, transform) { setForm(.ellipse(mapped)) }
  }

  /// Adds an arc of a circle; a line joins the current point to the arc's start.
  ///
  /// Angles are measured from the positive x axis towards positive y. `clockwise` keeps Core
  /// Graphics' meaning, in which y grows upwards: in SwiftUI's coordinates (y down),
  /// `clockwise: false` turns clockwise on screen.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let turn = 2 * Double.pi
    var sweep = endAngle.radians - startAngle.radians
    if !sweep.isFinite { return }
    if clockwise {
      sweep = sweep <= -turn ? -turn : -(-sweep).truncatingRemainder(dividingBy: turn)
      if sweep > 0 { sweep -= turn }
    } else {
      sweep = sweep >= turn ? turn : sweep.truncatingRemainder(dividingBy: turn)
      if sweep < 0 { sweep += turn }
    }
    appendArc(
      center: center, radius: radius, start: startAngle.radians, sweep: sweep, transform: transform)
  }

  /// Adds an arc of `delta` from `startAngle`; a line joins the current point to its start.
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
    transform: CGAffineTransform = .identity
  ) {
    guard delta.radians.isFinite else { return }
    // More than a full turn draws over the same circle; cap it so huge angles stay cheap.
    let sweep = max(-2 * Double.pi, min(2 * Double.pi, delta.radians))
    appendArc(
      center: center, radius: radius, start: startAngle.radians, sweep: sweep, transform: transform)
  }

  /// Adds a line towards `tangent1End` and an arc of `radius` tangent to the lines from the
  /// current point to `tangent1End` and from there to `tangent2End`.
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard let current = currentPoint else {
      move(to: tangent1End.applying(transform))
      return
    }
    let p0 = current.applying(transform.inverted())
    let (p1, p2) = (tangent1End, tangent2End)
    let v1 = PathVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
    let v2 = PathVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
    let (l1, l2) = (hypot(v1.dx, v1.dy), hypot(v2.dx, v2.dy))
    let cross = v1.dx * v2.dy - v1.dy * v2.dx
    guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-9 * l1 * l2 else {
      append(.line(to: p1.applying(transform)))
      return
    }
    let (u1, u2) = (
      PathVector(dx: v1.dx / l1, dy: v1.dy / l1), PathVector(dx: v2.dx / l2, dy: v2.dy / l2)
    )
    let angle = acos(max(-1, min(1, u1.dx * u2.dx + u1.dy * u2.dy)))
    let along = radius / tan(angle / 2)
    let t1 = CGPoint(x: p1.x + u1.dx * along, y: p1.y + u1.dy * along)
    let t2 = CGPoint(x: p1.x + u2.dx * along, y: p1.y + u2.dy * along)
    let bisector = PathVector(dx: u1.dx + u2.dx, dy: u1.dy + u2.dy)
    let bisectorLength = hypot(bisector.dx, bisector.dy)
    let distance = radius / sin(angle / 2)
    let center = CGPoint(
      x: p1.x + bisector.dx / bisectorLength * distance,
      y: p1.y + bisector.dy / bisectorLength * distance)
    let start = atan2(t1.y - center.y, t1.x - center.x)
    var sweep = atan2(t2.y - center.y, t2.x - center.x) - start
    if sweep > .pi { sweep -= 2 * .pi }
    if sweep < -.pi { sweep += 2 * .pi }
    appendArc(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
  }

  /// Appends an arc as cubic curves of at most a quarter turn each.
  private mutating func appendArc(
    center: CGPoint, radius: CGFloat, start: Double, sweep: Double, transform: CGAffineTransform
  ) {
    let radius = max(0, radius)
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }
    let first = point(start).applying(transform)
    if currentPoint == nil { move(to: first) } else { append(.line(to: first)) }
    // A quarter turn that rounding made a hair longer is still one curve.
    let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    let handle = 4.0 / 3.0 * tan(step / 4) * radius
    for index in 0..<count {
      let a0 = start + Double(index) * step
      let a1 = a0 + step
      let (p0, p3) = (point(a0), point(a1))
      let c1 = CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
      let c2 = CGPoint(x: p3.x + handle * sin(a1), y: p3.y - handle * cos(a1))
      append(
        .curve(
          to: p3.applying(transform), control1: c1.applying(transform),
          control2: c2.applying(transform)))
    }
  }

  /// Appends a closed rounded rectangle; `corners` are top-leading, top-trailing,
  /// bottom-trailing and bottom-leading, each clamped to half the rectangle.
  private mutating func appendRoundedRect(
    _ rect: CGRect, corners: [CGSize], transform: CGAffineTransform
  ) {
    let wasEmpty = isEmpty
    let r = rect.standardized
    let sizes = corners.map { size in
      CGSize(
        width: max(0, min(size.width, r.width / 2)), height: max(0, min(size.height, r.height / 2))
      )
    }
    let k = Path.quarterCircleKappa
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
    let (tl, tr, br, bl) = (sizes[0], sizes[1], sizes[2], sizes[3])
    move(to: p(r.minX + tl.width, r.minY))
    append(.line(to: p(r.maxX - tr.width, r.minY)))
    if tr.width > 0 && tr.height > 0 {
      append(
        .curve(
          to: p(r.maxX, r.minY + tr.height), control1: p(r.maxX - tr.width * (1 - k), r.minY),
          control2: p(r.maxX, r.minY + tr.height * (1 - k))))
    }
    append(.line(to: p(r.maxX, r.maxY - br.height)))
    if br.width > 0 && br.height > 0 {
      append(
        .curve(
          to: p(r.maxX - br.width, r.maxY), control1: p(r.maxX, r.maxY - br.height * (1 - k)),
          control2: p(r.maxX - br.width * (1 - k), r.maxY)))
    }
    append(.line(to: p(r.minX + bl.width, r.maxY)))
    if bl.width > 0 && bl.height > 0 {
      append(
        .curve(
          to: p(r.minX, r.maxY - bl.height), control1: p(r.minX + bl.width * (1 - k), r.maxY),
          control2: p(r.minX, r.maxY - bl.height * (1 - k))))
    }
    append(.line(to: p(r.minX, r.minY + tl.height)))
    if tl.width > 0 && tl.height > 0 {
      append(
        .curve(
          to: p(r.minX + tl.width, r.minY), control1: p(r.minX, r.minY + tl.height * (1 - k)),
          control2: p(r.minX + tl.width * (1 - k), r.minY)))
    }
    append(.closeSubpath)
    guard wasEmpty else { return }
    let radii = sizes.map { min($0.width, $0.height) }
    let corners = RectangleCornerRadii(
      topLeading: radii[0], bottomLeading: radii[3], bottomTrailing: radii[2],
      topTrailing: radii[1])
    setForm(Form.roundedRect(r, corners).applying(transform))
  }
}
