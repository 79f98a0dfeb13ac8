import Decl

/// A grid of cells that views draw into; `FrameEncoder` diffs successive canvases.
///
/// Invariant: a wide (2-column) grapheme always owns the continuation cell to its right, and no
/// primitive ever leaves half of one behind — an orphaned half becomes a width-1 space that
/// keeps its style, even when that half lies outside the clip rectangle being drawn into.
public struct CellCanvas: Equatable, Sendable {
  /// Columns (may be 0).
  public let width: Int
  /// Rows (may be 0).
  public let height: Int
  /// Row-major cells, `width * height` of them.
  public package(set) var cells: [Cell]
  /// The hyperlink targets cells carry (`Cell.linkSlot` 1 is the first), at most
  /// `Cell.linkSlots`; kept beside the cells so a cell stays two words.
  public package(set) var links: [String] = []
  /// Bitmaps shown at the terminal's resolution over cells, in drawing order.
  package private(set) var images: [ImagePlacement] = []

  /// Creates a canvas filled with `Cell.blank`; negative sizes are treated as 0.
  public init(width: Int, height: Int) {
    self.width = Swift.max(0, width)
    self.height = Swift.max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The canvas size.
  public var size: Size { Size(width: width, height: height) }

  /// The rectangle covering every cell.
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at column `x`, row `y`; `Cell.blank` outside the canvas.
  public subscript(x x: Int, y y: Int) -> Cell {
    guard x >= 0, x < width, y >= 0, y < height else { return .blank }
    return cells[y * width + x]
  }

  /// The cells of row `y`; empty outside the canvas.
  public func row(_ y: Int) -> ArraySlice<Cell> {
    guard y >= 0, y < height else { return cells[0..<0] }
    return cells[y * width..<(y + 1) * width]
  }

  /// The text of the canvas: one line per row (so always `height` lines, trailing empty rows
  /// kept), joined by "\n", trailing spaces trimmed, continuation cells skipped.
  public var plainText: String {
    var lines: [String] = []
    lines.reserveCapacity(height)
    for y in 0..<height {
      var line = ""
      for cell in row(y) where !cell.isContinuation {
        line.append(cell.grapheme)
      }
      while line.last == " " { line.removeLast() }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Drawing

  /// Writes a grapheme of `width` 1 or 2 at (`x`, `y`), clipped to `clip` and the canvas.
  ///
  /// A wide grapheme that would straddle a clip or canvas edge is replaced by a space (same
  /// style) in the one cell that is inside. Width-0 graphemes are ignored (attach marks to the
  /// previous `Character` instead). Control characters are drawn as U+FFFD, width 1. A
  /// grapheme a terminal could merge with a neighbouring cell (see `GraphemeJoining`) is drawn
  /// as U+FFFD (and a space when it is wide); a trailing ZWJ is dropped.
  public mutating func put(
    _ grapheme: Character, width: Int, x: Int, y: Int, style: CellStyle, clip: Rect
  ) {
    let isControl = GraphemeKey.isControl(grapheme)
    guard isControl || width > 0 else { return }
    let area = clip.intersection(bounds)
    guard y >= area.minY, y < area.maxY else { return }
    var grapheme = grapheme
    var replaced = false
    if !isControl && grapheme.asciiValue == nil {
      if let standalone = GraphemeJoining.standalone(grapheme) {
        grapheme = standalone
      } else {
        replaced = true
      }
    }
    let styleBits = style.packed
    let leadInside = x >= area.minX && x < area.maxX
    if isControl || replaced || width == 1 {
      if leadInside {
        let key = isControl || replaced ? GraphemeKey.replacement : GraphemeKey.make(grapheme)
        write(Cell(key: key, styleBits: styleBits, width: 1), x: x, y: y)
      }
      if replaced && width == 2 && x + 1 >= area.minX && x + 1 < area.maxX {
        write(.space(styleBits: styleBits), x: x + 1, y: y)
      }
      return
    }
    let tailInside = x + 1 >= area.minX && x + 1 < area.maxX
    switch (leadInside, tailInside) {
    case (true, true):
      release(x: x, y: y)
      release(x: x + 1, y: y)
      let index = y * self.width + x
      cells[index] = Cell(key: GraphemeKey.make(grapheme), styleBits: styleBits, width: 2)
      cells[index + 1] = .continuation(styleBits: styleBits)
    case (true, false):
      write(.space(styleBits: styleBits), x: x, y: y)
    case (false, true):
      write(.space(styleBits: styleBits), x: x + 1, y: y)
    case (false, false):
      break
    }
  }

  /// Writes a printable ASCII character (0x20–0x7E) at (`x`, `y`), clipped to `clip` and the
  /// canvas, in `styleBits` (`CellStyle.packed`) over the background already painted there:
  /// what `put` does for such a character, without looking at a grapheme.
  package mutating func putASCII(_ byte: UInt8, x: Int, y: Int, styleBits: UInt64, clip: Rect) {
    guard x >= 0, x < width, y >= 0, y < height, x >= clip.minX, x < clip.maxX, y >= clip.minY,
      y < clip.maxY
    else { return }
    let background = cells[y * width + x].bits & CellStyle.backgroundMask
    write(
      Cell(
        key: UInt64(byte), styleBits: styleBits & ~CellStyle.backgroundMask | background, width: 1),
      x: x, y: y)
  }

  /// Fills `rect` (clipped) with spaces in `style`.
  public mutating func fill(_ rect: Rect, style: CellStyle) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let blank = Cell.space(styleBits: style.packed)
    for y in area.minY..<area.maxY {
      // Only the edges can cut a wide character; everything inside is overwritten anyway.
      release(x: area.minX, y: y)
      release(x: area.maxX - 1, y: y)
      let base = y * width
      for x in area.minX..<area.maxX { cells[base + x] = blank }
    }
  }

  /// Sets the background of every cell in `rect`, keeping graphemes and foregrounds; a wide
  /// character cut by the rectangle's edge is recoloured whole.
  public mutating func setBackground(_ color: CellColor, in rect: Rect) {
    let background = color.packed << CellStyle.backgroundShift
    restyle(rect) { $0 & ~CellStyle.backgroundMask | background }
  }

  /// Applies `body` to the style of every cell in `rect`; a wide character cut by the
  /// rectangle's edge is restyled whole (its continuation always mirrors the lead).
  public mutating func modifyStyle(in rect: Rect, _ body: (inout CellStyle) -> Void) {
    restyle(rect) { bits in
      var style = CellStyle(packed: bits)
      body(&style)
      return style.packed
    }
  }

  /// Puts back the cells of `rect` for which `shouldRestore` holds, as they are in `earlier`
  /// (a canvas of the same size): how a clip shape or a mask takes back what was drawn outside
  /// it. A wide character only half put back is replaced by a space in the half that remains.
  package mutating func restore(
    from earlier: CellCanvas, in rect: Rect, where shouldRestore: (Point) -> Bool
  ) {
    guard earlier.width == width, earlier.height == height else { return }
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      var changed = false
      for x in area.minX..<area.maxX where shouldRestore(Point(x: x, y: y)) {
        let index = y * width + x
        if cells[index] != earlier.cells[index] {
          cells[index] = earlier.cells[index]
          changed = true
        }
      }
      if changed { repairWideCharacters(inRow: y) }
    }
  }

  /// Makes every wide character in row `y` own its continuation again, turning orphaned
  /// halves into spaces that keep their style.
  private mutating func repairWideCharacters(inRow y: Int) {
    let base = y * width
    var x = 0
    while x < width {
      let cell = cells[base + x]
      if cell.isContinuation {
        cells[base + x] = .space(styleBits: cell.styleBits)
      } else if cell.width == 2 {
        if x + 1 < width, cells[base + x + 1].isContinuation {
          x += 2
          continue
        }
        cells[base + x] = .space(styleBits: cell.styleBits)
      }
      x += 1
    }
  }

  // MARK: Invariant helpers

  /// Writes a width-1 cell, first releasing any wide character it overlaps.
  private mutating func write(_ cell: Cell, x: Int, y: Int) {
    release(x: x, y: y)
    cells[y * width + x] = cell
  }

  /// If (`x`, `y`) is half of a wide character, turns the *other* half into a space that keeps
  /// its style, so the caller can overwrite this half without splitting the character.
  private mutating func release(x: Int, y: Int) {
    let index = y * width + x
    switch cells[index].bits >> Cell.widthShift {
    case 0 where x > 0:
      cells[index - 1] = .space(styleBits: cells[index - 1].styleBits)
    case 2 where x + 1 < width:
      cells[index + 1] = .space(styleBits: cells[index + 1].styleBits)
    default:
      break
    }
  }

  /// Maps the style bits of the cells in `rect`, widened so it never cuts a wide character.
  /// Makes the cells of `rect` open `target` when clicked (OSC 8). A canvas holds up to
  /// `Cell.linkSlots` targets; cells of a further one stay plain text.
  package mutating func link(_ rect: Rect, to target: String) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let slot: Int
    if let index = links.firstIndex(of: target) {
      slot = index + 1
    } else {
      guard links.count < Cell.linkSlots else { return }
      links.append(target)
      slot = links.count
    }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { cells[y * width + x].linkSlot = slot }
    }
  }

  /// Shows `pixels` over the cells of `frame` where the terminal has graphics; `visible` is
  /// the part not clipped away, whose cells already hold the image's half-block drawing.
  package mutating func place(_ pixels: PixelImage, id: UInt32, frame: Rect, visible: Rect) {
    let area = visible.intersection(bounds)
    guard !area.isEmpty else { return }
    images.append(
      ImagePlacement(
        imageID: id, pixels: pixels, frame: frame, visible: area, cells: cells(in: area)))
  }

  /// Drops the placements something was drawn over after them (a sheet, a menu, an overlay, a
  /// clip shape): their half-block cells show what remains of them.
  package mutating func dropCoveredImages() {
    guard !images.isEmpty else { return }
    let canvas = self
    images.removeAll { canvas.cells(in: $0.visible) != $0.cells }
  }

  private func cells(in rect: Rect) -> [Cell] {
    var result: [Cell] = []
    result.reserveCapacity(rect.width * rect.height)
    for y in rect.minY..<rect.maxY {
      result.append(contentsOf: cells[y * width + rect.minX..<y * width + rect.maxX])
    }
    return result
  }

  /// Marks every cell whose link slot means another target in `newLinks` as a cell no canvas
  /// draws (width 3), so an encoder diffing against this canvas writes it again.
  package mutating func forgetLinks(notIn newLinks: [String]) {
    var stale: UInt16 = 0
    for (index, target) in links.enumerated()
    where index >= newLinks.count || newLinks[index] != target {
      stale |= 1 << (index + 1)
    }
    guard stale != 0 else { return }
    for index in cells.indices where stale & 1 << cells[index].linkSlot != 0 {
      cells[index].bits |= 3 << Cell.widthShift
    }
  }

  /// Marks the cells of `rect` as cells no canvas draws, so an encoder diffing against this
  /// canvas writes them again (a sixel image covered them on the terminal).
  package mutating func forgetCells(in rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX { cells[y * width + x].bits |= 3 << Cell.widthShift }
    }
  }

  /// The link target of the cell at (`x`, `y`), if it has one.
  package func linkTarget(x: Int, y: Int) -> String? {
    let slot = self[x: x, y: y].linkSlot
    return slot == 0 || slot > links.count ? nil : links[slot - 1]
  }

  private mutating func restyle(_ rect: Rect, _ transform: (UInt64) -> UInt64) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      let base = y * width
      var start = area.minX
      var end = area.maxX
      if start > 0 && cells[base + start].isContinuation { start -= 1 }
      if end < width && cells[base + end - 1].width == 2 { end += 1 }
      for x in start..<end {
        let index = base + x
        // A continuation copies its lead (already done, one step left) to share one style.
        let styled =
          x > 0 && cells[index].isContinuation
          ? cells[index - 1].styleBits : transform(cells[index].styleBits)
        cells[index].bits = cells[index].bits & ~Cell.styleMask | styled
      }
    }
  }
}
