import Decl
import DeclCanvas

/// A frame being drawn: the canvas, and what drawing found, which the graph applies once the
/// frame is drawn: where the terminal cursor goes, the regions a click can land on, and the
/// animations that are on screen. Drawing changes nothing else.
package struct FrameDrawing {
  package var canvas: CellCanvas
  /// A focused text field's caret, if one was drawn.
  package var cursor: Point?
  /// Where clicks and the mouse wheel land, in drawing order (later ones are on top).
  package var hitRegions: [HitRegion] = []
  /// Nodes drawn with an animation (a spinner), which keep it running while they are drawn.
  package var animatedNodes: [ViewNode] = []
  /// The modal layer being drawn: 0 for the screen, then 1, 2 … for sheets and alerts.
  package var layer = 0
  /// Rows `keyboardHelp()` keeps for its footer, filled once the layer is drawn (they list
  /// what focus, anywhere on screen, can do).
  package var keyHelpFooters: [(row: Rect, clip: Rect, node: ViewNode)] = []

  package init(size: Size) {
    canvas = CellCanvas(width: size.width, height: size.height)
  }

  /// Records a region of `node` for clicks, cut to what is visible.
  package mutating func addHitRegion(_ rect: Rect, node: ViewNode, kind: HitRegion.Kind, clip: Rect)
  {
    let visible = rect.intersection(clip).intersection(canvas.bounds)
    guard !visible.isEmpty else { return }
    hitRegions.append(HitRegion(rect: visible, node: node, kind: kind, layer: layer))
  }

  /// Puts a grapheme over whatever background is already painted there.
  package mutating func put(
    _ character: Character, width: Int, x: Int, y: Int, style: CellStyle, clip: Rect
  ) {
    var style = style
    style.background = canvas[x: x, y: y].style.background
    canvas.put(character, width: width, x: x, y: y, style: style, clip: clip)
  }

  /// Writes a line of plain text, cut at `maxWidth` columns with `…` at its end when it does
  /// not fit; returns the columns written.
  @discardableResult
  package mutating func putLine(
    _ text: String, at point: Point, maxWidth: Int, style: CellStyle, clip: Rect
  ) -> Int {
    let fits = TerminalWidth.of(text) <= maxWidth
    let limit = fits ? maxWidth : maxWidth - 1
    var x = point.x
    for character in text {
      let width = TerminalWidth.of(character)
      guard x + width <= point.x + limit else { break }
      put(character, width: width, x: x, y: point.y, style: style, clip: clip)
      x += width
    }
    if !fits, maxWidth > 0 {
      put("…", width: 1, x: x, y: point.y, style: style, clip: clip)
      x += 1
    }
    return x - point.x
  }

  /// Shows `rect` in reverse video: how the focused control is drawn, whatever its style.
  package mutating func drawFocus(_ rect: Rect, clip: Rect) {
    canvas.modifyStyle(in: rect.intersection(clip)) { $0.attributes.insert(.inverse) }
  }
}

/// A part of the last frame a click or the mouse wheel can land on.
package struct HitRegion {
  package enum Kind {
    /// A control: a click there clicks it.
    case control
    /// A navigation stack's back button.
    case backButton
    /// A scrolling container: the wheel scrolls it.
    case scrollContainer
    /// A view with a context menu: a right click opens it.
    case contextMenu
  }

  package let rect: Rect
  package weak var node: ViewNode?
  package let kind: Kind
  /// The modal layer it was drawn in (0 for the screen).
  package let layer: Int
}

/// Where drawing goes: a translation (from `offset`) and the rectangle nothing may leave.
package struct DrawContext {
  package var offset = Point(x: 0, y: 0)
  package var clip: Rect

  package init(offset: Point = Point(x: 0, y: 0), clip: Rect) {
    self.offset = offset
    self.clip = clip
  }

  package func translated(_ rect: Rect) -> Rect {
    Rect(x: rect.minX + offset.x, y: rect.minY + offset.y, width: rect.width, height: rect.height)
  }

  package func clipped(to rect: Rect) -> DrawContext {
    var context = self
    context.clip = clip.intersection(translated(rect))
    return context
  }
}

extension TextAlignment {
  package var horizontal: HorizontalAlignment.Value {
    switch self {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }
}

/// Outlines drawn with box-drawing characters.
package enum BoxDrawing {
  /// Strokes the outermost cells of `rect` with box-drawing lines, with arcs at the corners
  /// when `rounded`.
  package static func stroke(
    _ rect: Rect, color: CellColor, into canvas: inout CellCanvas, clip: Rect, rounded: Bool = false
  ) {
    guard rect.width > 0, rect.height > 0 else { return }
    func put(_ character: Character, _ x: Int, _ y: Int) {
      let style = CellStyle(
        foreground: color, background: canvas[x: x, y: y].style.background, attributes: [])
      canvas.put(character, width: 1, x: x, y: y, style: style, clip: clip)
    }
    let (left, right, top, bottom) = (rect.minX, rect.maxX - 1, rect.minY, rect.maxY - 1)
    if rect.height == 1 {
      for x in left...right { put("─", x, top) }
      return
    }
    if rect.width == 1 {
      for y in top...bottom { put("│", left, y) }
      return
    }
    for x in (left + 1)..<right {
      put("─", x, top)
      put("─", x, bottom)
    }
    for y in (top + 1)..<bottom {
      put("│", left, y)
      put("│", right, y)
    }
    put(rounded ? "╭" : "┌", left, top)
    put(rounded ? "╮" : "┐", right, top)
    put(rounded ? "╰" : "└", left, bottom)
    put(rounded ? "╯" : "┘", right, bottom)
  }
}
