import DeclTerminal

/// The rows an inline run draws on: from `origin` down, as many as the view's ideal height
/// (at most the terminal's), on the main screen below whatever was printed before.
struct InlineRegion: Equatable {
  /// The screen row (0-based) of the region's top.
  var origin: Int
  /// The rows the region covers now.
  var height = 0
  /// The terminal's rows: the region never grows past them.
  var terminalHeight: Int

  init(origin: Int, terminalHeight: Int) {
    self.terminalHeight = max(1, terminalHeight)
    self.origin = min(max(0, origin), self.terminalHeight - 1)
  }

  /// Sets the region's height to `rows` (capped at the terminal's). When there are not
  /// enough rows below the origin, returns the bytes that make room: newlines printed on the
  /// bottom row scroll the screen (and the region) up. Empty when nothing has to move.
  mutating func resize(to rows: Int) -> [UInt8] {
    height = min(max(0, rows), terminalHeight)
    let missing = origin + height - terminalHeight
    guard missing > 0 else { return [] }
    origin -= missing
    // Reset first: scrolled-in lines take the pen's background.
    var bytes = ControlBytes.reset
    bytes.appendCursorPosition(x: 0, y: terminalHeight - 1)
    bytes += repeatElement(0x0A, count: missing)
    return bytes
  }

  /// A new terminal size: the region keeps its top row if it is still on screen, and the next
  /// frame repaints it (and makes room again).
  mutating func terminalResized(height rows: Int) {
    terminalHeight = max(1, rows)
    origin = min(origin, terminalHeight - 1)
  }

  /// Where the restore leaves the cursor: on the line below the last frame (scrolling if the
  /// region ends on the bottom row), or at the region's top with the region erased.
  func exitPlacement(_ exit: InlineExit) -> [UInt8] {
    var bytes: [UInt8] = []
    switch exit {
    case .keep where height > 0:
      bytes.appendCursorPosition(x: 0, y: origin + height - 1)
      bytes += [0x0D, 0x0A]
    case .keep, .clear:
      bytes.appendCursorPosition(x: 0, y: origin)
      if exit == .clear { bytes += ControlBytes.eraseBelow }
    }
    return bytes
  }
}
