import Decl

/// What colours the cells a shape covers: one colour, or a colour per cell (gradients), or a
/// tint of what is already there (materials).
package struct CellPaint {
  /// The colour for the cell at `column`, `row` of the frame (counted from its origin), given
  /// the background already painted there; nil leaves the cell alone.
  package let color: (_ column: Int, _ row: Int, _ behind: CellColor) -> CellColor?
  /// Whether what is behind shows through: a fully covered cell keeps its glyph and only its
  /// background changes.
  package let isTranslucent: Bool
  /// Whether `CellColor.default` means the terminal's own background (the `.background` style)
  /// rather than its own text colour (`Color.primary`, the default foreground style).
  package let isBackground: Bool

  package init(
    isTranslucent: Bool = false, isBackground: Bool = false,
    color: @escaping (_ column: Int, _ row: Int, _ behind: CellColor) -> CellColor?
  ) {
    self.color = color
    self.isTranslucent = isTranslucent
    self.isBackground = isBackground
  }

  /// The same colour everywhere; nil paints nothing.
  package static func solid(_ color: CellColor?) -> CellPaint {
    CellPaint { _, _, _ in color }
  }
}
