// Symbol options set on an image itself, which SwiftUI gives as `Image` methods so that a chain
// of image modifiers (`.resizable()`, `.renderingMode(_:)`) can follow them.

extension Image {
  /// How the symbol's layers are coloured; a terminal draws a symbol as one glyph in the
  /// foreground colour, so the mode is accepted and ignored.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
