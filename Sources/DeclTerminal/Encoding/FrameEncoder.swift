import Decl
import DeclCanvas

/// Turns successive canvases into the bytes that update a terminal from one to the next.
///
/// The encoder assumes it is the only writer to the terminal and that the terminal is exactly
/// the canvas size. It tracks the terminal's cursor and pen (SGR state) across frames and leaves
/// the pen as the last cell needed it, so write `ESC[0m` before any other output, and call
/// `invalidate()` after anything else touched the screen (suspend/resume, external output).
/// After a glyph lands in the last column the cursor position is treated as unknown (terminals
/// differ on pending wrap) and the next move is absolute.
public final class FrameEncoder {
  /// Colour depth used to degrade styles.
  public let depth: ColorDepth
  /// When true no SGR is written at all (no colours, no attributes).
  public let plain: Bool
  /// Frames longer than this many bytes are wrapped in synchronized output (`ESC[?2026h/l`).
  public var synchronizedOutputThreshold: Int
  /// Whether cells with a link target are written inside OSC 8 hyperlinks (the terminal
  /// supports them); otherwise link targets are ignored.
  public var hyperlinks = false
  /// Whether image placements are shown as real pixels with the kitty graphics protocol;
  /// otherwise they are left to the half-block cells beneath them.
  public var kittyGraphics = false
  /// Whether image placements are written as sixel graphics (when `kittyGraphics` is off),
  /// at `cellPixelSize` pixels a cell; placements on the last row are left to the half-block
  /// cells, since a sixel image there would scroll the screen.
  public var sixelGraphics = false
  /// The size of a cell in pixels (from the terminal's window size), for sixel.
  public var cellPixelSize = Size(width: 10, height: 20)
  /// Counters for the last `encode` call.
  public private(set) var stats = EncoderStats()
  /// The screen row the canvas's top row is drawn on, in an inline run (nil: full screen).
  /// Absolute moves are offset by it, a repaint erases from it down instead of clearing the
  /// screen, and rows are never scrolled (a scroll region would move rows outside the canvas).
  /// Setting it forgets where the cursor is.
  public var inlineOrigin: Int? {
    didSet { cursorKnown = false }
  }

  /// The row of the canvas the terminal's cursor is on, when the encoder knows it.
  package var cursorRow: Int? { cursorKnown ? cursorY : nil }

  private var previous: CellCanvas?
  private var out: [UInt8] = []
  private var width = 0
  private var cursorX = 0
  private var cursorY = 0
  private var cursorKnown = false
  /// Packed style the terminal currently paints with.
  private var pen: UInt64 = 0
  /// The link slot (`Cell.linkMask` bits) of the hyperlink open on the terminal, 0 for none.
  private var linkPen: UInt64 = 0
  /// The link targets of the canvas being encoded.
  private var links: [String] = []
  /// Images the terminal holds (kitty graphics), so each is sent once.
  private var transmittedImages: Set<UInt32> = []
  /// Whether images may be placed on the screen, which a repaint must remove first.
  private var hasPlacedImages = false
  /// nil until the first frame decides (or after `invalidate()`).
  private var cursorVisible: Bool?
  // One-entry cache of `depth.convert(packed:)`; consecutive cells usually share a style.
  private var lastStyleIn: UInt64 = 0
  private var lastStyleOut: UInt64 = 0
  /// Rows that differ in the frame being encoded (kept to reuse its storage).
  private var changedRows: [Int] = []
  /// The changed rows as the terminal shows them after a scroll.
  private var shifted: [Cell] = []

  /// Creates an encoder whose first frame will be a full repaint.
  public init(
    depth: ColorDepth = .trueColor, plain: Bool = false, synchronizedOutputThreshold: Int = 512
  ) {
    self.depth = depth
    self.plain = plain
    self.synchronizedOutputThreshold = synchronizedOutputThreshold
    out.reserveCapacity(16_384)
  }

  /// Forces the next frame to be a full repaint and re-sends the cursor visibility.
  public func invalidate() {
    previous = nil
    cursorKnown = false
    cursorVisible = nil
  }

  /// The bytes that turn the terminal from the previous canvas into `canvas`; empty when
  /// nothing changed.
  ///
  /// `cursor` nil hides the cursor (`ESC[?25l`, at the start of the frame); a point moves the
  /// cursor there at the end of the frame and shows it (`ESC[?25h`). Visibility is only sent
  /// when it changes. A canvas of a different size than the previous one forces a full repaint.
  public func encode(_ canvas: CellCanvas, cursor: Point? = nil) -> [UInt8] {
    out.removeAll(keepingCapacity: true)
    stats = EncoderStats()
    width = canvas.width
    var baseline: CellCanvas
    let isRepaint: Bool
    links = canvas.links
    if let previous, previous.width == canvas.width, previous.height == canvas.height {
      baseline = previous
      isRepaint = false
      if hyperlinks && previous.links != canvas.links { baseline.forgetLinks(notIn: canvas.links) }
      if kittyGraphics { removeImages(previous.images, keeping: canvas.images) }
      if usesSixel {
        // A sixel image replaced its cells' text: where it goes, the cells are written again.
        for placement in sixelPlacements(previous)
        where !sixelPlacements(canvas).contains(placement) {
          baseline.forgetCells(in: placement.visible)
        }
      }
    } else {
      isRepaint = true
      // Reset the pen first: ED paints with the current background. Plain output has no SGR.
      if !plain {
        out.append(contentsOf: ControlBytes.reset)
        stats.sgrEmitted += 1
      }
      if kittyGraphics && hasPlacedImages {
        KittyGraphics.deleteAll(into: &out)
        hasPlacedImages = false
      }
      if kittyGraphics { freeImages(notIn: Set(canvas.images.map(\.imageID))) }
      if let inlineOrigin {
        out.appendCursorPosition(x: 0, y: inlineOrigin)
        out.append(contentsOf: ControlBytes.eraseBelow)
      } else {
        out.append(contentsOf: ControlBytes.clearScreenFromHome)
      }
      pen = 0
      linkPen = 0
      (cursorX, cursorY, cursorKnown) = (0, 0, true)
      baseline = CellCanvas(width: canvas.width, height: canvas.height)
    }
    if cursor == nil && cursorVisible != false {
      out.append(contentsOf: ControlBytes.hideCursor)
      cursorVisible = false
    }
    canvas.cells.withUnsafeBufferPointer { new in
      baseline.cells.withUnsafeBufferPointer { old in
        // A repaint over a cleared screen has nothing to scroll; scrolling would move images.
        let hasImages =
          (kittyGraphics || usesSixel) && !(canvas.images.isEmpty && baseline.images.isEmpty)
        diff(
          new, old, height: canvas.height,
          mayScroll: !isRepaint && inlineOrigin == nil && !hasImages)
      }
      // Text written after the frame (an inline run's output) must not join a link.
      if linkPen != 0 { setLink(0) }
      if kittyGraphics {
        placeImages(canvas.images, after: isRepaint ? [] : baseline.images, cells: new)
      } else if usesSixel {
        drawSixels(sixelPlacements(canvas), after: isRepaint ? [] : sixelPlacements(baseline))
      }
      if let cursor {
        placeCursor(cursor, new, height: canvas.height)
      } else if inlineOrigin != nil, !out.isEmpty, canvas.width > 0, canvas.height > 0,
        let top = new.baseAddress
      {
        // An inline region parks the hidden cursor on its top row: a window made shorter
        // keeps the cursor's row on screen and cuts rows below it (xterm), and rewrapping
        // terminals keep it on its line, so the region's top is where the cursor is after any
        // resize, and nothing of the region is pushed into the scrollback.
        moveCursor(toX: 0, y: 0, row: top)
      }
    }
    previous = canvas
    if out.count > synchronizedOutputThreshold {
      out.insert(contentsOf: ControlBytes.beginSynchronized, at: 0)
      out.append(contentsOf: ControlBytes.endSynchronized)
    }
    stats.bytes = out.count
    return out.isEmpty ? [] : out
  }

  // MARK: Diff

  private func diff(
    _ new: UnsafeBufferPointer<Cell>, _ old: UnsafeBufferPointer<Cell>, height: Int,
    mayScroll: Bool
  ) {
    guard width > 0, height > 0, let newBase = new.baseAddress, let oldBase = old.baseAddress
    else { return }
    stats.cellsCompared += width * height
    if newBase == oldBase { return }  // same storage: a canvas re-sent unchanged
    changedRows.removeAll(keepingCapacity: true)
    for y in 0..<height where !rowsEqual(newBase + y * width, oldBase + y * width, count: width) {
      changedRows.append(y)
    }
    guard let first = changedRows.first, let last = changedRows.last else { return }
    if mayScroll, changedRows.count > 2,
      let shift = RowShift.detect(
        new: newBase, old: oldBase, width: width, first: first, last: last)
    {
      encodeCheaper(shift, new: newBase, old: oldBase, first: first, last: last)
      return
    }
    for y in changedRows {
      diffRow(y, new: newBase + y * width, old: oldBase + y * width)
    }
  }

  // MARK: Images

  /// Removes the placements of `old` that `new` does not have (before the cells are written).
  /// Removes the placements of `old` that `new` does not have; an image `new` shows nowhere
  /// is freed in the terminal (its placements go with it), so a long run that shows many
  /// images holds only those on screen.
  private func removeImages(_ old: [ImagePlacement], keeping new: [ImagePlacement]) {
    let shown = Set(new.map(\.imageID))
    for placement in old where !new.contains(placement) && shown.contains(placement.imageID) {
      KittyGraphics.delete(id: placement.imageID, placement: placement.placementID, into: &out)
    }
    freeImages(notIn: shown)
  }

  /// Frees every image the terminal holds that is not in `shown`.
  private func freeImages(notIn shown: Set<UInt32>) {
    for id in transmittedImages.sorted() where !shown.contains(id) {
      KittyGraphics.free(id: id, into: &out)
      transmittedImages.remove(id)
    }
  }

  /// Places the images of `new` that `old` did not have, sending each image the terminal does
  /// not hold yet; an unchanged placement costs nothing.
  private func placeImages(
    _ new: [ImagePlacement], after old: [ImagePlacement], cells: UnsafeBufferPointer<Cell>
  ) {
    for placement in new where !old.contains(placement) {
      hasPlacedImages = true
      if transmittedImages.insert(placement.imageID).inserted {
        KittyGraphics.transmit(
          id: placement.imageID, width: placement.pixels.width, height: placement.pixels.height,
          rgba: placement.pixels.pixels, into: &out)
      }
      guard let base = cells.baseAddress else { continue }
      let y = placement.visible.minY
      moveCursor(toX: placement.visible.minX, y: y, row: base + y * width)
      KittyGraphics.place(
        id: placement.imageID, placement: placement.placementID,
        columns: placement.visible.width, rows: placement.visible.height,
        source: placement.sourceRect, into: &out)
    }
  }

  private var usesSixel: Bool { sixelGraphics && !kittyGraphics }

  /// The placements of `canvas` drawn with sixel: those clear of its last row.
  private func sixelPlacements(_ canvas: CellCanvas) -> [ImagePlacement] {
    canvas.images.filter { $0.visible.maxY < canvas.height }
  }

  /// Draws the placements of `new` that `old` did not have, each at its top-left cell.
  private func drawSixels(_ new: [ImagePlacement], after old: [ImagePlacement]) {
    for placement in new where !old.contains(placement) {
      out.appendCursorPosition(
        x: placement.visible.minX, y: placement.visible.minY + (inlineOrigin ?? 0))
      Sixel.append(
        placement.pixels, source: placement.sourceRect,
        width: placement.visible.width * cellPixelSize.width,
        height: placement.visible.height * cellPixelSize.height, into: &out)
      // Terminals leave the cursor in different places after an image.
      cursorKnown = false
    }
  }

  // MARK: Scrolling

  /// Encodes the changed rows twice, plainly and after scrolling `shift`, and keeps the
  /// shorter output (and the cursor, pen and counters that go with it).
  private func encodeCheaper(
    _ shift: RowShift, new: UnsafePointer<Cell>, old: UnsafePointer<Cell>, first: Int, last: Int
  ) {
    let start = out.count
    let before = state
    for y in changedRows {
      diffRow(y, new: new + y * width, old: old + y * width)
    }
    let plainBytes = Array(out[start...])
    let afterPlain = state
    out.removeSubrange(start...)
    state = before
    scroll(shift, old: old, first: first, last: last)
    shifted.withUnsafeBufferPointer { baseline in
      guard let base = baseline.baseAddress else { return }
      for y in first...last {
        let row = base + (y - first) * width
        if !rowsEqual(new + y * width, row, count: width) {
          diffRow(y, new: new + y * width, old: row)
        }
      }
    }
    if out.count - start >= plainBytes.count {
      out.removeSubrange(start...)
      out.append(contentsOf: plainBytes)
      state = afterPlain
    }
  }

  /// Scrolls the region on the terminal and builds `shifted`: rows `first...last` as the
  /// terminal shows them afterwards.
  private func scroll(_ shift: RowShift, old: UnsafePointer<Cell>, first: Int, last: Int) {
    // Scrolled-in lines take the pen's background (and inverse, on some terminals): drop both.
    setPen(pen & ~(CellStyle.backgroundMask | CellStyle.packedBit(.inverse)))
    out.append(contentsOf: [ControlBytes.escape, 0x5B])
    out.appendDecimal(shift.top + 1)
    out.append(0x3B)
    out.appendDecimal(shift.bottom + 1)
    out.append(0x72)  // DECSTBM, which also homes the cursor
    out.appendCountedCSI(abs(shift.shift), shift.shift > 0 ? 0x53 : 0x54)  // SU / SD
    out.append(contentsOf: ControlBytes.resetScrollRegion)  // homes the cursor again
    (cursorX, cursorY, cursorKnown) = (0, 0, true)
    stats.rowsScrolled += (shift.bottom - shift.top + 1) - abs(shift.shift)
    shifted.removeAll(keepingCapacity: true)
    for y in first...last {
      if y < shift.top || y > shift.bottom {
        shifted.append(contentsOf: UnsafeBufferPointer(start: old + y * width, count: width))
      } else if let source = shift.source(ofRow: y) {
        shifted.append(contentsOf: UnsafeBufferPointer(start: old + source * width, count: width))
      } else {
        shifted.append(contentsOf: repeatElement(Cell.blank, count: width))
      }
    }
  }

  /// The encoder's position on the terminal and its counters, saved to try an alternative.
  private var state: EncoderState {
    get {
      EncoderState(
        x: cursorX, y: cursorY, known: cursorKnown, pen: pen, linkPen: linkPen, stats: stats)
    }
    set {
      (cursorX, cursorY, cursorKnown) = (newValue.x, newValue.y, newValue.known)
      (pen, linkPen, stats) = (newValue.pen, newValue.linkPen, newValue.stats)
    }
  }

  private func diffRow(_ y: Int, new: UnsafePointer<Cell>, old: UnsafePointer<Cell>) {
    var blankFrom = -1
    var x = 0
    while x < width {
      if new[x] == old[x] {
        x += 1
        continue
      }
      // A changed continuation means its wide lead must be printed again.
      if x > 0 && new[x].isContinuation { x -= 1 }
      if blankFrom < 0 { blankFrom = trailingBlankStart(new) }
      if x >= blankFrom && changedCount(new, old, from: x, atLeast: 3) >= 3 {
        moveCursor(toX: x, y: y, row: new)
        // EL paints with the current background (and inverse on some terminals): drop both.
        setPen(pen & ~(CellStyle.backgroundMask | CellStyle.packedBit(.inverse)))
        out.append(contentsOf: ControlBytes.eraseLine)
        return
      }
      moveCursor(toX: x, y: y, row: new)
      x += emit(new[x])
    }
  }

  /// First column of the row's run of trailing cells that look exactly like `Cell.blank`.
  private func trailingBlankStart(_ row: UnsafePointer<Cell>) -> Int {
    var end = width
    while end > 0 {
      let cell = row[end - 1]
      guard cell.key == GraphemeKey.space, cell.bits >> Cell.widthShift == 1,
        effective(cell.styleBits) == 0
      else { break }
      end -= 1
    }
    return end
  }

  private func changedCount(
    _ new: UnsafePointer<Cell>, _ old: UnsafePointer<Cell>, from x: Int, atLeast limit: Int
  ) -> Int {
    var count = 0
    for index in x..<width where new[index] != old[index] {
      count += 1
      if count >= limit { break }
    }
    return count
  }

  // MARK: Output

  /// Prints one cell at the cursor and returns how many columns it covers.
  @inline(__always)
  private func emit(_ cell: Cell) -> Int {
    setPen(effective(cell.styleBits))
    if hyperlinks, cell.bits & Cell.linkMask != linkPen { setLink(cell.bits & Cell.linkMask) }
    GraphemeKey.append(cell.key, to: &out)
    stats.cellsEmitted += 1
    let advance = cell.advance
    cursorX += advance
    // Pending wrap: terminals disagree on where the cursor is now; re-position absolutely.
    if cursorX >= width { cursorKnown = false }
    return advance
  }

  @inline(__always)
  private func setPen(_ target: UInt64) {
    guard target != pen else {
      stats.sgrSkipped += 1
      return
    }
    SGR.appendTransition(from: CellStyle(packed: pen), to: CellStyle(packed: target), into: &out)
    pen = target
    stats.sgrEmitted += 1
  }

  /// Closes the open hyperlink and opens the one of `slot` (OSC 8), if any.
  private func setLink(_ slot: UInt64) {
    let index = Int(truncatingIfNeeded: slot >> Cell.linkShift) - 1
    Hyperlink.append(target: index >= 0 && index < links.count ? links[index] : nil, into: &out)
    linkPen = slot
  }

  @inline(__always)
  private func effective(_ styleBits: UInt64) -> UInt64 {
    if plain { return 0 }
    if depth == .trueColor { return styleBits }
    if styleBits != lastStyleIn {
      lastStyleIn = styleBits
      lastStyleOut = depth.convert(packed: styleBits, plain: false)
    }
    return lastStyleOut
  }

  private func placeCursor(_ point: Point, _ cells: UnsafeBufferPointer<Cell>, height: Int) {
    if width > 0, height > 0, let base = cells.baseAddress {
      let x = Swift.min(Swift.max(point.x, 0), width - 1)
      let y = Swift.min(Swift.max(point.y, 0), height - 1)
      moveCursor(toX: x, y: y, row: base + y * width)
    }
    if cursorVisible != true {
      out.append(contentsOf: ControlBytes.showCursor)
      cursorVisible = true
    }
  }

  // MARK: Cursor movement

  /// Moves the cursor to (`x`, `y`) with the fewest bytes; `row` is row `y` of the new canvas,
  /// whose cells before `x` are already on screen (so they can be re-printed as a move).
  private func moveCursor(toX x: Int, y: Int, row: UnsafePointer<Cell>) {
    if cursorKnown && cursorX == x && cursorY == y { return }
    var bestCost = cursorPositionCost(x: x, y: y + (inlineOrigin ?? 0))
    var plan = CursorPlan.absolute
    if cursorKnown {
      let dy = y - cursorY
      if dy == 0 {
        let move = horizontal(from: cursorX, to: x, row: row, limit: bestCost)
        if move.cost < bestCost {
          bestCost = move.cost
          plan = .relative(dy: 0, move.move)
        }
      } else {
        let vertical = countedCSICost(abs(dy))
        if vertical < bestCost {
          let move = horizontal(from: cursorX, to: x, row: row, limit: bestCost - vertical)
          if vertical + move.cost < bestCost {
            bestCost = vertical + move.cost
            plan = .relative(dy: dy, move.move)
          }
        }
        // CR then LFs: correct whether or not the tty maps LF to CR LF.
        let lineFeeds = (cursorX == 0 ? 0 : 1) + dy
        if dy > 0 && lineFeeds < bestCost {
          let move = horizontal(from: 0, to: x, row: row, limit: bestCost - lineFeeds)
          if lineFeeds + move.cost < bestCost {
            bestCost = lineFeeds + move.cost
            plan = .lineFeeds(dy, move.move)
          }
        }
      }
    }
    switch plan {
    case .absolute:
      out.appendCursorPosition(x: x, y: y + (inlineOrigin ?? 0))
    case .relative(let dy, let move):
      if dy != 0 { out.appendCountedCSI(abs(dy), dy > 0 ? 0x42 : 0x41) }  // CUD / CUU
      perform(move, row: row)
    case .lineFeeds(let count, let move):
      if cursorX != 0 { out.append(0x0D) }
      out.append(contentsOf: repeatElement(0x0A, count: count))
      perform(move, row: row)
    }
    (cursorX, cursorY, cursorKnown) = (x, y, true)
  }

  /// The cheapest move along one row from column `from` to `to`.
  private func horizontal(from: Int, to: Int, row: UnsafePointer<Cell>, limit: Int)
    -> (cost: Int, move: HorizontalMove)
  {
    if from == to { return (0, .stay) }
    var best = (cost: to == 0 ? 3 : 3 + decimalDigits(to + 1), move: HorizontalMove.column(to))
    func consider(_ cost: Int, _ move: HorizontalMove) {
      if cost < best.cost { best = (cost, move) }
    }
    if to > from {
      consider(countedCSICost(to - from), .forward(to - from))
      if let cost = reprintCost(row, from: from, to: to, limit: Swift.min(best.cost, limit)) {
        consider(cost, .reprint(from: from, to: to))
      }
    } else {
      let distance = from - to
      consider(countedCSICost(distance), .back(distance))
      if distance <= 2 { consider(distance, .backspace(distance)) }
      if to == 0 {
        consider(1, .carriageReturn)
      } else if let cost = reprintCost(
        row, from: 0, to: to, limit: Swift.min(best.cost, limit) - 1)
      {
        // CR then re-print; CR + CUF is never cheaper than CHA, so it is not a candidate.
        consider(1 + cost, .returnThenReprint(to: to))
      }
    }
    return best
  }

  /// Bytes needed to re-print the on-screen cells `from..<to` with the current pen, or nil when
  /// that is impossible (other style, interned grapheme, split wide char) or not under `limit`.
  private func reprintCost(_ row: UnsafePointer<Cell>, from: Int, to: Int, limit: Int) -> Int? {
    var cost = 0
    var x = from
    while x < to {
      let cell = row[x]
      guard !cell.isContinuation, GraphemeKey.isInline(cell.key), effective(cell.styleBits) == pen,
        !hyperlinks || cell.bits & Cell.linkMask == linkPen
      else { return nil }
      cost += GraphemeKey.inlineByteCount(cell.key)
      if cost >= limit { return nil }
      x += cell.advance
    }
    return x == to ? cost : nil
  }

  private func perform(_ move: HorizontalMove, row: UnsafePointer<Cell>) {
    switch move {
    case .stay:
      break
    case .forward(let count):
      out.appendCountedCSI(count, 0x43)
    case .back(let count):
      out.appendCountedCSI(count, 0x44)
    case .backspace(let count):
      out.append(contentsOf: repeatElement(0x08, count: count))
    case .carriageReturn:
      out.append(0x0D)
    case .column(let x):
      out.appendCountedCSI(x + 1, 0x47)  // CHA
    case .reprint(let from, let to):
      reprint(row, from: from, to: to)
    case .returnThenReprint(let to):
      out.append(0x0D)
      reprint(row, from: 0, to: to)
    }
  }

  /// Prints the on-screen cells `from..<to` again (with the current pen) to advance the cursor.
  private func reprint(_ row: UnsafePointer<Cell>, from: Int, to: Int) {
    var x = from
    while x < to {
      GraphemeKey.append(row[x].key, to: &out)
      stats.cellsEmitted += 1
      x += row[x].advance
    }
  }
}

/// How to get from the current column to a target column on the same row.
private enum HorizontalMove {
  case stay
  case forward(Int)
  case back(Int)
  case backspace(Int)
  case carriageReturn
  case column(Int)
  case reprint(from: Int, to: Int)
  case returnThenReprint(to: Int)
}

/// What `FrameEncoder` knows about the terminal, saved while it tries an alternative encoding.
private struct EncoderState {
  var x: Int
  var y: Int
  var known: Bool
  var pen: UInt64
  var linkPen: UInt64
  var stats: EncoderStats
}

private enum CursorPlan {
  case absolute
  case relative(dy: Int, HorizontalMove)
  case lineFeeds(Int, HorizontalMove)
}
