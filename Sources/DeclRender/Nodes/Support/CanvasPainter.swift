import Decl
import DeclCanvas
import DeclGraph
import Foundation

/// Rasterises what a `Canvas`'s renderer drew into the cells of its frame: paths with the
/// shape rasteriser (`ShapeRasterizer`), text as laid out text, images as glyphs or half-block
/// bitmaps; then the context's opacity, blend mode and colour filters on the colours, and its
/// clip paths by putting back the cells whose centres they leave out.
@MainActor
struct CanvasPainter {
  /// The canvas's frame on the screen, in cells.
  let frame: Rect
  /// What may be drawn: the frame, within the clip of the canvas's container.
  let clip: Rect
  let scale: PointScale
  let resolver: StyleResolver

  init(frame: Rect, clip: Rect, scale: PointScale, resolver: StyleResolver) {
    self.frame = frame
    self.clip = clip.intersection(frame)
    self.scale = scale
    self.resolver = resolver
  }

  /// Draws `item`; `symbol` draws a symbol view with its frame's origin at a cell.
  func paint(
    _ item: GraphicsItem, into drawing: inout FrameDrawing,
    symbol: (GraphicsContext.ResolvedSymbol, Point, inout FrameDrawing) -> Void
  ) {
    let before = item.clips.isEmpty ? nil : drawing.canvas
    switch item.content {
    case .fill(let path, let shading, let style):
      guard let paint = paint(shading, for: item) else { break }
      ShapeRasterizer.fill(
        path, in: frame, style: style, paint: paint, into: &drawing.canvas, clip: clip,
        scale: scale)
    case .stroke(let path, let shading, let style):
      guard let paint = paint(shading, for: item) else { break }
      ShapeRasterizer.stroke(
        path, in: frame, style: style, paint: paint, into: &drawing.canvas, clip: clip,
        scale: scale)
    case .text(let text, let rect):
      draw(text, in: rect, into: &drawing)
      adjustColors(in: cells(of: rect), for: item, canvas: &drawing.canvas)
    case .image(let image, let rect):
      draw(image, in: rect, into: &drawing)
      adjustColors(in: cells(of: rect), for: item, canvas: &drawing.canvas)
    case .symbol(let resolved, let rect):
      symbol(resolved, cell(rect.origin), &drawing)
      adjustColors(in: cells(of: rect), for: item, canvas: &drawing.canvas)
    }
    if let before {
      drawing.canvas.restore(from: before, in: clip) { cell in
        let center = scale.center(of: cell, in: frame)
        return !item.clips.allSatisfy { $0.keeps(center) }
      }
    }
  }

  // MARK: Colours

  /// How `shading` paints cells, with the item's opacity, blend mode and filters; nil draws
  /// nothing (the backdrop).
  private func paint(_ shading: GraphicsContext.Shading, for item: GraphicsItem) -> CellPaint? {
    if item.blendMode == .clear {
      return CellPaint(isBackground: true) { _, _, _ in .default }
    }
    let base: CellPaint
    switch shading.storage {
    case .backdrop:
      return nil
    case .style(let style):
      base = resolver.paint(style, size: frame.size, scale: scale)
    case .foreground, .shader, .tiledImage:
      base = resolver.paint(nil, size: frame.size, scale: scale)
    case .palette(let shadings):
      guard let first = shadings.first else { return nil }
      return paint(first, for: item)
    case .gradient(let gradient, let geometry, _):
      base = resolver.paint(
        AnyShapeStyle(
          storage: .gradient(GradientPaint(colors: .stops(gradient), geometry: unit(geometry)))),
        size: frame.size, scale: scale)
    }
    guard item.opacity < 1 || item.blendMode != .normal || !item.filters.isEmpty else {
      return base
    }
    return CellPaint(isTranslucent: base.isTranslucent, isBackground: base.isBackground) {
      column, row, behind in
      base.color(column, row, behind).map { adjusted($0, over: behind, for: item) }
    }
  }

  /// A gradient in the canvas's points as the renderer's frame gradients are laid out: unit
  /// points span the centres of the frame's outermost cells.
  private func unit(_ geometry: CanvasGradientGeometry) -> GradientPaint.Geometry {
    func unit(_ point: CGPoint) -> UnitPoint {
      UnitPoint(
        x: (point.x / scale.cell.width - 0.5) / CGFloat(max(1, frame.width - 1)),
        y: (point.y / scale.cell.height - 0.5) / CGFloat(max(1, frame.height - 1)))
    }
    switch geometry {
    case .linear(let start, let end):
      return .linear(start: unit(start), end: unit(end))
    case .radial(let center, let start, let end):
      return .radial(center: unit(center), startRadius: start, endRadius: end)
    case .conic(let center, let angle):
      return .angular(
        center: unit(center), startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
  }

  /// `color` after the item's filters, blend mode and opacity, over `behind`.
  private func adjusted(_ color: CellColor, over behind: CellColor, for item: GraphicsItem)
    -> CellColor
  {
    // The terminal's own colours are unknown: only a colour Decl chose can be changed.
    guard color != .default else { return color }
    let rgb = resolver.components(of: color)
    var c = (Double(rgb.0) / 255, Double(rgb.1) / 255, Double(rgb.2) / 255)
    for filter in item.filters {
      if case .color(let change) = filter.storage { c = change(c) }
    }
    let under = resolver.components(of: behind)
    let b = (Double(under.0) / 255, Double(under.1) / 255, Double(under.2) / 255)
    c = (
      Self.blend(c.0, b.0, item.blendMode), Self.blend(c.1, b.1, item.blendMode),
      Self.blend(c.2, b.2, item.blendMode)
    )
    let o = min(max(item.opacity, 0), 1)
    func channel(_ value: Double, _ under: Double) -> UInt8 {
      UInt8((min(max(value * o + under * (1 - o), 0), 1) * 255).rounded())
    }
    return .rgb(channel(c.0, b.0), channel(c.1, b.1), channel(c.2, b.2))
  }

  /// One component of the separable blend modes (source `s` over destination `d`, 0…1).
  static func blend(_ s: Double, _ d: Double, _ mode: GraphicsContext.BlendMode) -> Double {
    switch mode {
    case .multiply: return s * d
    case .screen: return s + d - s * d
    case .overlay: return d <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d)
    case .hardLight: return s <= 0.5 ? 2 * s * d : 1 - 2 * (1 - s) * (1 - d)
    case .softLight:
      return s <= 0.5
        ? d - (1 - 2 * s) * d * (1 - d)
        : d + (2 * s - 1) * ((d <= 0.25 ? ((16 * d - 12) * d + 4) * d : d.squareRoot()) - d)
    case .darken: return min(s, d)
    case .lighten: return max(s, d)
    case .colorDodge: return s >= 1 ? 1 : min(1, d / (1 - s))
    case .colorBurn: return s <= 0 ? 0 : 1 - min(1, (1 - d) / s)
    case .difference: return abs(s - d)
    case .exclusion: return s + d - 2 * s * d
    case .plusDarker: return max(0, s + d - 1)
    case .plusLighter: return min(1, s + d)
    default: return s
    }
  }

  /// Changes the colours already drawn in `area` (text, images, symbols) by the item's
  /// opacity and filters.
  private func adjustColors(in area: Rect, for item: GraphicsItem, canvas: inout CellCanvas) {
    guard item.opacity < 1 || !item.filters.isEmpty || item.blendMode != .normal else { return }
    canvas.modifyStyle(in: area.intersection(clip)) { style in
      style.foreground = adjusted(style.foreground, over: style.background, for: item)
    }
  }

  // MARK: Text and images

  private func draw(
    _ text: GraphicsContext.ResolvedText, in rect: CGRect, into drawing: inout FrameDrawing
  ) {
    var environment = text.environment
    switch text.shading.storage {
    case .style(let style): environment.foregroundStyle = style
    case .foreground, .backdrop, .gradient, .tiledImage, .shader, .palette: break
    }
    let prepared = PreparedText(text: text.text, environment: environment)
    let area = cells(of: rect)
    let lines = prepared.lines(width: area.width, height: nil)
    TextNode.draw(lines, of: prepared, in: area, placeholder: false, into: &drawing, clip: clip)
  }

  private func draw(
    _ image: GraphicsContext.ResolvedImage, in rect: CGRect, into drawing: inout FrameDrawing
  ) {
    let area = cells(of: rect)
    guard !area.isEmpty else { return }
    if let bitmap = Self.bitmap(of: image.image) {
      ImageNode.drawCells(
        bitmap.cells(area.size), in: area,
        area: area.intersection(clip).intersection(drawing.canvas.bounds),
        into: &drawing.canvas,
        schemeBackground: StyleResolver.background(of: resolver.environment.colorScheme))
      return
    }
    var style = resolver.textStyle(TextStyle())
    if case .style(let shading)? = image.shading?.storage,
      let color = resolver.paint(shading, size: Size(width: 1, height: 1)).color(0, 0, .default)
    {
      style.foreground = color
    }
    if image.image.renderingMode == .original { style.foreground = .default }
    var x = area.minX
    let y = area.minY + max(0, area.height - 1) / 2
    for character in image.image.glyph {
      let width = TerminalWidth.of(character)
      drawing.put(character, width: width, x: x, y: y, style: style, clip: clip)
      x += width
    }
  }

  /// The bitmap of an asset or data image; nil for a symbol or an image that does not load.
  private static func bitmap(of image: Image) -> LoadedImage? {
    switch image.source {
    case .system: return nil
    case .named(let name, let bundle):
      return try? ImageStore.shared.image(named: name, bundle: bundle).get()
    case .data(let data, let scale):
      return try? ImageStore.shared.image(data: data, scale: scale).get()
    }
  }

  /// The size an image draws at, in cells: a symbol's glyph, or a bitmap's own size.
  static func cellSize(of image: Image) -> Size {
    if let bitmap = bitmap(of: image) { return bitmap.idealSize }
    let width = TerminalWidth.of(image.glyph)
    return Size(width: width, height: width == 0 ? 0 : 1)
  }

  // MARK: Geometry

  /// The cell a point of the canvas (in points) falls in, rounded to the nearest boundary.
  private func cell(_ point: CGPoint) -> Point {
    func index(_ value: CGFloat, _ size: CGFloat) -> Int {
      let cells = Double(value / size)
      guard cells.isFinite else { return 0 }
      return Int(min(max(cells, -1e6), 1e6).rounded())
    }
    return Point(
      x: frame.minX + index(point.x, scale.cell.width),
      y: frame.minY + index(point.y, scale.cell.height))
  }

  /// The cells a rectangle of the canvas (in points) covers, its corners rounded to cells.
  private func cells(of rect: CGRect) -> Rect {
    guard !rect.isNull, !rect.isInfinite else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    let origin = cell(rect.origin)
    let end = cell(CGPoint(x: rect.maxX, y: rect.maxY))
    return Rect(
      origin: origin, size: Size(width: max(0, end.x - origin.x), height: max(0, end.y - origin.y)))
  }
}
