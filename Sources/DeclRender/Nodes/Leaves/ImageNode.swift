import Decl

/// An `Image`: an SF Symbol drawn as its glyph (or a placeholder), centred in its frame.
final class ImageNode: LeafBehavior {
  private(set) var image = Image(systemName: "")

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: TerminalWidth.of(image.glyph), height: 1)
  }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let rect = context.translated(node.frame)
    guard !rect.intersection(context.clip).isEmpty else { return }
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

  fileprivate func describe(_ image: Image) -> [ChildSpec] {
    self.image = image
    return []
  }
}

extension Image: PrimitiveNodeView {
  func makeBehavior() -> any NodeBehavior { ImageNode() }

  func describe(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    (behavior as! ImageNode).describe(self)
  }
}
