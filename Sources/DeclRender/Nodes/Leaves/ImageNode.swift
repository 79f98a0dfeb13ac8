import Decl
import DeclCanvas
import DeclGraph

/// An `Image`: an SF Symbol drawn as its glyph, centred in its frame; or a bitmap (a PNG
/// asset, or data `AsyncImage` loaded) drawn two pixels a cell, stacked (`▀` with the top
/// pixel as foreground and the bottom one as background). A bitmap takes its size in points
/// (8 a column, 16 a row) unless it is resizable, when it takes the space it is offered. An
/// asset that cannot be drawn shows the placeholder `□` and says why once; a symbol name SF
/// Symbols does not have shows `⍰` and says so once.
package final class ImageNode: LeafBehavior, TextContentBehavior {
  package var shownText: String { image.glyph }

  private(set) var image = Image(systemName: "")
  /// The bitmap, when the image has one that loaded.
  private(set) var bitmap: LoadedImage?
  /// The bitmap scaled to the last frame drawn, kept while the size does not change.
  private var scaled: CellImage?
  /// `ImagePlacement.identifier` of the bitmap, computed once it is first drawn.
  private var imageID: UInt32?

  /// Columns per row of the bitmap's own shape, for `aspectRatio` with no ratio of its own.
  var cellAspectRatio: Double? { bitmap?.cellAspectRatio }

  fileprivate func describe(_ image: Image, in node: ViewNode) -> [ChildSpec] {
    let old = self.image
    self.image = image.inVariant(node.environment.symbolVariants)
    if old.source != self.image.source {
      bitmap = load(self.image, in: node)
      scaled = nil
      imageID = nil
    }
    return []
  }

  private func load(_ image: Image, in node: ViewNode) -> LoadedImage? {
    let result: Result<LoadedImage, ImageLoadError>
    switch image.source {
    case .system(let name):
      if !name.isEmpty, !SymbolGlyphs.exists(name) {
        node.graph.warn(
          "SF Symbols has no symbol named \"\(name)\"; it shows as \(SymbolGlyphs.unknown)")
      }
      return nil
    case .named(let name, let bundle): result = ImageStore.shared.image(named: name, bundle: bundle)
    case .data(let data, let scale): result = ImageStore.shared.image(data: data, scale: scale)
    }
    switch result {
    case .success(let loaded): return loaded
    case .failure(let error):
      node.graph.warn("\(error); the image shows as □")
      return nil
    }
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    guard let bitmap else {
      let width = TerminalWidth.of(image.glyph)
      return Size(width: width, height: width == 0 ? 0 : 1)
    }
    guard image.isResizable else { return bitmap.idealSize }
    return proposal.replacingUnspecified(by: bitmap.idealSize)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let rect = context.translated(node.frame)
    guard !rect.isEmpty, !rect.intersection(context.clip).isEmpty else { return }
    if let bitmap {
      drawBitmap(bitmap, in: rect, into: &drawing, context: context, node: node)
      return
    }
    let glyph = image.glyph
    let width = TerminalWidth.of(glyph)
    var x = rect.minX + max(0, rect.width - width) / 2
    let y = rect.minY + max(0, rect.height - 1) / 2
    // A symbol takes the text style around it (colour, and bold for a bold font); drawn
    // `.original` it keeps the terminal's own colour instead of the foreground style.
    var style = StyleResolver(environment: node.environment).textStyle(TextStyle())
    if image.renderingMode == .original { style.foreground = .default }
    for character in glyph {
      let characterWidth = TerminalWidth.of(character)
      drawing.put(character, width: characterWidth, x: x, y: y, style: style, clip: context.clip)
      x += characterWidth
    }
  }

  /// Each cell shows its top and bottom pixels: `▀` in the top colour over the bottom one, `▄`
  /// when only the bottom half has colour; a transparent pixel keeps what is behind, and a
  /// half-transparent one is mixed with it. The bitmap itself is placed over those cells, for
  /// a terminal that shows real pixels (kitty graphics).
  private func drawBitmap(
    _ bitmap: LoadedImage, in rect: Rect, into drawing: inout FrameDrawing,
    context: DrawContext, node: ViewNode
  ) {
    if scaled?.columns != rect.width || scaled?.rows != rect.height {
      scaled = bitmap.cells(rect.size)
    }
    guard let scaled else { return }
    let area = rect.intersection(context.clip).intersection(drawing.canvas.bounds)
    guard !area.isEmpty else { return }
    Self.drawCells(
      scaled, in: rect, area: area, into: &drawing.canvas,
      schemeBackground: StyleResolver.background(of: node.environment.colorScheme))
    let id = imageID ?? ImagePlacement.identifier(of: bitmap.pixels)
    imageID = id
    drawing.canvas.place(bitmap.pixels, id: id, frame: rect, visible: area)
  }
}

extension ImageNode {
  /// Draws the half-block cells of `scaled` (a bitmap scaled to `rect`'s size) in `area`.
  static func drawCells(
    _ scaled: CellImage, in rect: Rect, area: Rect, into canvas: inout CellCanvas,
    schemeBackground: (UInt8, UInt8, UInt8)
  ) {
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        let cell = scaled[x - rect.minX, y - rect.minY]
        let behind = canvas[x: x, y: y].style.background
        let behindRGB: (UInt8, UInt8, UInt8) =
          if case .rgb(let red, let green, let blue) = behind {
            (red, green, blue)
          } else {
            schemeBackground
          }
        func color(_ pixel: RGBA8) -> CellColor {
          let mixed = pixel.composited(over: behindRGB)
          return .rgb(mixed.0, mixed.1, mixed.2)
        }
        switch (cell.top, cell.bottom) {
        case (let top?, let bottom?):
          canvas.put(
            "▀", width: 1, x: x, y: y,
            style: CellStyle(foreground: color(top), background: color(bottom), attributes: []),
            clip: area)
        case (let top?, nil):
          canvas.put(
            "▀", width: 1, x: x, y: y,
            style: CellStyle(foreground: color(top), background: behind, attributes: []),
            clip: area)
        case (nil, let bottom?):
          canvas.put(
            "▄", width: 1, x: x, y: y,
            style: CellStyle(foreground: color(bottom), background: behind, attributes: []),
            clip: area)
        case (nil, nil):
          break
        }
      }
    }
  }
}

extension Image: PrimitiveNodeView {
  package func makeBehavior() -> ImageNode { ImageNode() }

  package func describe(to behavior: ImageNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}
