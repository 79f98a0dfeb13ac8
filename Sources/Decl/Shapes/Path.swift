import Foundation

/// The outline of a 2D shape, in points: lines and Bézier curves grouped into subpaths.
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///   path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///   path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///   path.closeSubpath()
/// }
/// ```
/// A path is also a `Shape` (and so a view) that draws itself wherever it is placed.
public struct Path: Sendable {
  /// One step of a path.
  public enum Element: Equatable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line from the current point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve from the current point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// A straight line back to the start of the current subpath, closing it.
    case closeSubpath
  }

  /// A simple figure the whole path is known to be, which the rasteriser draws with matching
  /// glyphs (box-drawing corners for rectangles); `nil` once the path is anything else.
  package enum Form: Equatable, Sendable {
    case rect(CGRect)
    /// A rectangle whose corners are rounded by these radii (the smaller side of each corner).
    case roundedRect(CGRect, RectangleCornerRadii)
    case ellipse(CGRect)
  }

  /// The elements, in order.
  package private(set) var elements: [Element] = []
  /// The figure the whole path is, if it is one.
  package private(set) var form: Form?
  /// Where the current subpath started (where `closeSubpath` returns to).
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// A path made of one rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// A path made of one rounded rectangle.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// A path made of one rounded rectangle with equal corners.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A path made of one rounded rectangle whose corners may differ.
  public init(
    roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
    style: RoundedCornerStyle = .continuous
  ) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  /// A path made of the ellipse that fits in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// An empty path that `callback` then adds to.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The end of the last element, where the next line starts; `nil` for an empty path.
  public var currentPoint: CGPoint? {
    switch elements.last {
    case nil: nil
    case .move(let point), .line(let point): point
    case .quadCurve(let point, _), .curve(let point, _, _): point
    case .closeSubpath: subpathStart
    }
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Path.Element) -> Void) {
    elements.forEach(body)
  }

  // MARK: Adding elements

  /// Starts a new subpath at `end`.
  public mutating func move(to end: CGPoint) {
    append(.move(to: end))
    subpathStart = end
  }

  /// Adds a straight line to `end`; without a current point this does nothing, as in SwiftUI.
  public mutating func addLine(to end: CGPoint) {
    guard currentPoint != nil else { return }
    append(.line(to: end))
  }

  /// Adds a quadratic Bézier curve to `end`; needs a current point.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    guard currentPoint != nil else { return }
    append(.quadCurve(to: end, control: control))
  }

  /// Adds a cubic Bézier curve to `end`; needs a current point.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard currentPoint != nil else { return }
    append(.curve(to: end, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() {
    guard let last = elements.last, last != .closeSubpath else { return }
    append(.closeSubpath)
  }

  /// Moves to the first point and adds lines through the others.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Adds a closed rectangle, clockwise on screen from its top-left corner.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let wasEmpty = isEmpty
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
    append(.line(to: CGPoint(x: r.maxX, y: r.minY).applying(transform)))
    append(.line(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform)))
    append(.line(to: CGPoint(x: r.minX, y: r.maxY).applying(transform)))
    append(.closeSubpath)
    if wasEmpty, let mapped = Path.axisAligned(r, transform) { form = .rect(mapped) }
  }

  /// Adds each rectangle as a closed subpath.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds every element of `path`, transformed.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    let wasEmpty = isEmpty
    let added = path.applying(transform)
    for element in added.elements {
      if case .move(let point) = element { subpathStart = point }
      append(element)
    }
    if wasEmpty { form = added.form }
  }

  // MARK: Transforming

  /// The path with every point transformed.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    var result = self
    result.elements = elements.map { $0.applying(transform) }
    result.subpathStart = subpathStart?.applying(transform)
    result.form = form.flatMap { $0.applying(transform) }
    return result
  }

  /// The path moved by `dx` and `dy`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  // MARK: Storage

  /// Appends an element; the path stops being a simple figure.
  package mutating func append(_ element: Element) {
    elements.append(element)
    form = nil
  }

  /// Marks a path just built from nothing as `form`.
  package mutating func setForm(_ form: Form?) {
    self.form = form
  }

  /// `rect` transformed, when `transform` keeps rectangles axis-aligned.
  static func axisAligned(_ rect: CGRect, _ transform: CGAffineTransform) -> CGRect? {
    guard transform.b == 0, transform.c == 0 else { return nil }
    return rect.applying(transform)
  }
}

extension Path: Equatable {
  public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }
}

extension Path.Element {
  /// The element with its points transformed.
  func applying(_ t: CGAffineTransform) -> Path.Element {
    switch self {
    case .move(let p): .move(to: p.applying(t))
    case .line(let p): .line(to: p.applying(t))
    case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
    case .curve(let p, let c1, let c2):
      .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
    case .closeSubpath: .closeSubpath
    }
  }
}

extension Path.Form {
  /// The figure transformed, when the transform keeps it axis-aligned.
  func applying(_ t: CGAffineTransform) -> Path.Form? {
    switch self {
    case .rect(let rect):
      return Path.axisAligned(rect, t).map { .rect($0) }
    case .ellipse(let rect):
      return Path.axisAligned(rect, t).map { .ellipse($0) }
    case .roundedRect(let rect, let radii):
      guard let mapped = Path.axisAligned(rect, t) else { return nil }
      let scale = min(abs(t.a), abs(t.d))
      var corners = [
        radii.topLeading, radii.topTrailing, radii.bottomLeading, radii.bottomTrailing,
      ].map { $0 * scale }
      // A mirrored rectangle swaps its corners.
      if t.a < 0 { corners = [corners[1], corners[0], corners[3], corners[2]] }
      if t.d < 0 { corners = [corners[2], corners[3], corners[0], corners[1]] }
      return .roundedRect(
        mapped,
        RectangleCornerRadii(
          topLeading: corners[0], bottomLeading: corners[2], bottomTrailing: corners[3],
          topTrailing: corners[1]))
    }
  }
}

extension Path: Shape {
  /// The path itself, wherever it is placed.
  public func path(in rect: CGRect) -> Path { self }
}
