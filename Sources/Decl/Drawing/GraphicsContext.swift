import Foundation

/// What a `Canvas` draws with: fills and strokes of paths, text, images and symbols, under a
/// transform, an opacity, a blend mode, clip paths and filters.
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
///   context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
///
/// Copies share where they draw (as SwiftUI's do) but not their state: a copy's transform or
/// opacity changes only what the copy draws. Transforms are applied to the geometry exactly;
/// text, images and symbols are placed where the transform puts them (a terminal cannot turn
/// or stretch a glyph).
public struct GraphicsContext {
  /// Where the drawing goes, shared by every copy.
  package let recorder: GraphicsRecorder
  /// The opacity of what is drawn next, multiplied into every colour.
  public var opacity: Double = 1
  /// How what is drawn next combines with what is already drawn.
  public var blendMode: BlendMode = .normal
  /// The transform from this context's coordinates to the canvas's.
  public var transform: CGAffineTransform = .identity
  /// The clip paths, in the canvas's coordinates.
  package private(set) var clips: [GraphicsClip] = []
  /// The filters applied to what is drawn next, in order.
  package private(set) var filters: [Filter] = []

  /// A context drawing into `recorder`.
  package init(recorder: GraphicsRecorder) {
    self.recorder = recorder
  }

  /// The environment of the canvas.
  public var environment: EnvironmentValues { recorder.environment }

  // MARK: Transforms

  /// Scales what is drawn next by `x` and `y`.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform)
  }

  /// Moves what is drawn next by `x` and `y`.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = CGAffineTransform(translationX: x, y: y).concatenating(transform)
  }

  /// Turns what is drawn next by `angle` about the origin.
  public mutating func rotate(by angle: Angle) {
    transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform)
  }

  /// Applies `matrix` before the current transform.
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  // MARK: Clipping

  /// Options for clipping.
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Clips to what is outside the path instead of inside.
    public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
  }

  /// Limits what is drawn next to the inside of `path` (or its outside, with `.inverse`).
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()
  ) {
    clips.append(
      GraphicsClip(
        path: path.applying(transform), style: style, isInverse: options.contains(.inverse)))
  }

  /// Limits what is drawn next to where `content` draws; the opacity is not used (a cell is
  /// drawn or not).
  public mutating func clipToLayer(
    opacity: Double = 1, options: ClipOptions = ClipOptions(),
    content: (inout GraphicsContext) throws -> Void
  ) rethrows {
    let mask = GraphicsRecorder(
      size: recorder.size, environment: recorder.environment, measurer: recorder.measurer)
    var layer = GraphicsContext(recorder: mask)
    layer.transform = transform
    try content(&layer)
    clips.append(
      GraphicsClip(path: mask.coverage, style: FillStyle(), isInverse: options.contains(.inverse)))
  }

  /// The bounding rectangle of the clip region, in this context's coordinates.
  public var clipBoundingRect: CGRect {
    var bounds = CGRect(origin: .zero, size: recorder.size)
    for clip in clips where !clip.isInverse {
      bounds = bounds.intersection(clip.path.boundingRect)
    }
    guard !bounds.isNull else { return .zero }
    return bounds.applying(transform.inverted())
  }

  // MARK: Layers and filters

  /// Draws `content` into a layer: a copy of this context, whose changes end with the layer.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    try content(&layer)
  }

  /// Adds a filter to what is drawn next. Colour filters change the colours drawn; blurs,
  /// shadows, shaders and projections cannot be drawn in cells and change nothing.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    filters.append(filter)
  }

  /// Options for filters.
  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Filters in linear colour.
    public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
  }

  // MARK: Paths

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    record(.fill(path.applying(transform), shading.applying(transform), style))
  }

  /// Strokes `path` with `shading` in `style`; the line width is scaled by the transform.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    var scaled = style
    scaled.lineWidth *= transform.lengthScale
    record(.stroke(path.applying(transform), shading.applying(transform), scaled))
  }

  /// Strokes `path` with `shading`, `lineWidth` points wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shading with the environment's values filled in (`.foreground` becomes its style).
  public func resolve(_ shading: Shading) -> Shading {
    guard case .foreground = shading.storage else { return shading }
    return Shading(storage: .style(recorder.environment.foregroundStyle ?? Color.primary._erased))
  }

  // MARK: Text

  /// `text` with this context's environment, ready to measure and draw.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text: text, environment: recorder.environment, measurer: recorder.measurer)
  }

  /// Draws `text` wrapped in `rect`.
  public func draw(_ text: ResolvedText, in rect: CGRect) {
    record(.text(text, rect.applying(transform)))
  }

  /// Draws `text` with its `anchor` at `point`.
  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    record(.text(text, Self.rect(of: size, at: point.applying(transform), anchor: anchor)))
  }

  /// Draws `text` wrapped in `rect`.
  public func draw(_ text: Text, in rect: CGRect) {
    draw(resolve(text), in: rect)
  }

  /// Draws `text` with its `anchor` at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  // MARK: Images

  /// `image` with this context's environment, ready to measure and draw.
  public func resolve(_ image: Image) -> ResolvedImage {
    ResolvedImage(image: image, size: recorder.measurer.imageSize(image))
  }

  /// Draws `image` scaled into `rect`.
  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    record(.image(image, rect.applying(transform)))
  }

  /// Draws `image` at its own size with its `anchor` at `point`.
  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    record(.image(image, Self.rect(of: image.size, at: point.applying(transform), anchor: anchor)))
  }

  /// Draws `image` scaled into `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    draw(resolve(image), in: rect, style: style)
  }

  /// Draws `image` at its own size with its `anchor` at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  // MARK: Symbols

  /// The view the canvas's `symbols` tagged `id`, ready to draw; nil when there is none.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    let key = AnyHashable(id)
    return recorder.measurer.symbolSize(key).map { ResolvedSymbol(id: key, size: $0) }
  }

  /// Draws `symbol` in `rect` (at its own size, centred: a view is not stretched).
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    let frame = rect.applying(transform)
    record(
      .symbol(
        symbol,
        Self.rect(of: symbol.size, at: CGPoint(x: frame.midX, y: frame.midY), anchor: .center)))
  }

  /// Draws `symbol` with its `anchor` at `point`.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    record(
      .symbol(symbol, Self.rect(of: symbol.size, at: point.applying(transform), anchor: anchor)))
  }

  // MARK: Recording

  private func record(_ shape: GraphicsItem.Content) {
    recorder.items.append(
      GraphicsItem(
        content: shape, opacity: opacity, blendMode: blendMode, clips: clips, filters: filters))
  }

  /// The rectangle of `size` whose `anchor` is at `point`.
  private static func rect(of size: CGSize, at point: CGPoint, anchor: UnitPoint) -> CGRect {
    CGRect(
      x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y,
      width: size.width, height: size.height)
  }
}

extension CGAffineTransform {
  /// How much the transform scales lengths, on average over directions.
  package var lengthScale: CGFloat { sqrt(abs(a * d - b * c)) }
}
