import Decl
import DeclCanvas
import DeclTerminal

/// A small xterm-like terminal emulator that replays bytes into a grid, for tests.
///
/// It understands the vocabulary Decl emits (and a few neighbours): UTF-8 grapheme clusters,
/// wide characters, autowrap with pending wrap, CUP/HVP, CUU/CUD/CUF/CUB/CHA/VPA, CR/LF/BS/TAB,
/// ED, EL, ECH, SGR, scroll regions (DECSTBM, SU/SD, IL/DL, IND/RI, LF at the bottom margin),
/// DEC private modes (recorded only), OSC 8 hyperlinks (by the position a cell was printed at)
/// and OSC 52 clipboard writes, kitty graphics commands and queries (recorded), the kitty
/// keyboard protocol's flag stack. Anything else is appended to `unknownSequences`, so tests can assert the stream stayed inside that vocabulary. Colours are
/// kept exactly as emitted, so the screen equals the canvas the encoder saw at `.trueColor`.
///
/// Rows that scroll off the top of the whole screen go to `scrollback`, as in xterm: a line
/// feed on the bottom row (or SU) with the top margin on the first row, and a window made
/// shorter than the cursor's row (the rows above go up so the cursor's row stays on screen).
/// Lines are not rewrapped when the width changes.
public struct TerminalModel: Sendable {
  /// The screen contents.
  public private(set) var screen: CellCanvas
  /// The kitty keyboard protocol's flags pushed (`CSI > flags u`) and not yet popped.
  public private(set) var keyboardFlagStack: [Int] = []
  /// The rows scrolled off the top, oldest first, as plain text (trailing spaces trimmed).
  public private(set) var scrollback: [String] = []
  /// Whether a taller window takes rows back from the scrollback, moving the screen down
  /// (tmux and VTE do; xterm adds blank rows below).
  public var pullsScrollbackOnGrow = false
  /// The cursor (zero-based).
  public private(set) var cursor = Point.zero
  /// Set after printing into the last column: the next glyph wraps first.
  public private(set) var pendingWrap = false
  /// The current SGR state.
  public private(set) var pen = CellStyle.plain
  /// DEC private modes set (`true`) or reset (`false`) so far, by number.
  public private(set) var privateModes: [Int: Bool] = [:]
  /// Descriptions of sequences and controls the model does not implement.
  public private(set) var unknownSequences: [String] = []
  /// The hyperlink (OSC 8) open now, which printed cells take.
  public private(set) var hyperlink: String?
  /// The hyperlink target of each cell printed inside one, by `y * width + x`.
  public private(set) var linkTargets: [Int: String] = [:]
  /// What OSC 52 asked to put on the clipboard, base64 as sent (`c;` and the like stripped).
  public private(set) var clipboardWrites: [String] = []
  /// Questions asked of the terminal (DA1, XTVERSION, DECRQM, OSC 11, …), as described.
  public private(set) var queries: [String] = []
  /// Sixel images (DCS … q), where the cursor was and the start of their data.
  public private(set) var sixelImages: [(at: Point, data: String)] = []
  /// Kitty graphics commands (`APC G`), their keys and payload as sent.
  public private(set) var graphicsCommands: [String] = []
  /// The scroll region's top and bottom rows (zero-based, inclusive); the whole screen unless
  /// DECSTBM set one.
  public private(set) var scrollRegion: ClosedRange<Int>

  private var state = ParserState.ground
  private var sequence: [UInt8] = []
  private var utf8Value: UInt32 = 0
  private var utf8Remaining = 0
  /// The grapheme cluster being assembled; printed once the next scalar starts a new one.
  private var cluster = ""
  private var saved = SavedCursor(position: .zero, pen: .plain)

  /// Creates a blank terminal of the given size with the cursor at the top left.
  public init(width: Int, height: Int) {
    screen = CellCanvas(width: width, height: height)
    scrollRegion = 0...Swift.max(0, height - 1)
  }

  /// Columns.
  public var width: Int { screen.width }
  /// Rows.
  public var height: Int { screen.height }
  /// Whether the cursor is shown (DEC mode 25, on by default).
  public var cursorVisible: Bool { privateModes[25] ?? true }

  /// The hyperlink target of the cell at column `x`, row `y`, if it was printed inside one.
  public func linkTarget(x: Int, y: Int) -> String? { linkTargets[y * width + x] }

  /// The screen as a canvas, for comparison with what was encoded.
  public func canvas() -> CellCanvas { screen }

  /// Processes output bytes. A grapheme cluster still open at the end is printed, so feed
  /// whole frames.
  public mutating func feed(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { consume(byte) }
    commitCluster()
  }

  /// Processes output text.
  public mutating func feed(_ text: String) {
    feed(text.utf8)
  }

  /// Resizes like an xterm window: a window shorter than the cursor's row sends the rows above
  /// to the scrollback so the cursor's row stays on screen (the rows below it are cut), and
  /// the overlapping part is kept.
  public mutating func resize(width: Int, height: Int) {
    let oldHeight = screen.height
    let shift = Swift.min(Swift.max(0, cursor.y - (height - 1)), screen.height)
    for y in 0..<shift { scrollback.append(rowText(y)) }
    cursor.y = Swift.max(0, cursor.y - shift)
    var next = CellCanvas(width: width, height: height)
    for y in 0..<Swift.min(next.height, screen.height - shift) {
      for x in 0..<Swift.min(next.width, screen.width) {
        next.cells[y * next.width + x] = screen.cells[(y + shift) * screen.width + x]
      }
      // A wide character cut by the new right edge loses its lead as well.
      let last = y * next.width + next.width - 1
      if next.width > 0 && next.width < screen.width && next.cells[last].width == 2 {
        next.cells[last] = .space(styleBits: next.cells[last].styleBits)
      }
    }
    screen = next
    if pullsScrollbackOnGrow && height > oldHeight {
      let pulled = Swift.min(height - oldHeight, scrollback.count)
      if pulled > 0 {
        scrollRegion = 0...Swift.max(0, height - 1)
        scrollRegion(up: false, by: pulled, in: 0...(height - 1))
        for (y, line) in scrollback.suffix(pulled).enumerated() {
          var x = 0
          for character in line where x < width {
            screen.cells[y * width + x] = Cell(grapheme: character, width: 1)
            x += 1
          }
        }
        scrollback.removeLast(pulled)
        cursor.y += pulled
      }
    }
    // xterm resets the margins when the window size changes.
    scrollRegion = 0...Swift.max(0, height - 1)
    cursor = Point(
      x: Swift.min(cursor.x, Swift.max(0, width - 1)),
      y: Swift.min(cursor.y, Swift.max(0, height - 1)))
    pendingWrap = false
  }

  // MARK: Parser

  private mutating func consume(_ byte: UInt8) {
    switch state {
    case .ground:
      ground(byte)
    case .escape:
      escape(byte)
    case .escapeIntermediate:
      escapeIntermediate(byte)
    case .csi:
      csi(byte)
    case .string(let sawEscape):
      controlString(byte, sawEscape: sawEscape)
    }
  }

  private mutating func ground(_ byte: UInt8) {
    if utf8Remaining > 0 {
      if byte & 0xC0 == 0x80 {
        utf8Value = utf8Value << 6 | UInt32(byte & 0x3F)
        utf8Remaining -= 1
        if utf8Remaining == 0 { printScalar(Unicode.Scalar(utf8Value) ?? "\u{FFFD}") }
        return
      }
      utf8Remaining = 0
      printScalar("\u{FFFD}")
    }
    switch byte {
    case 0x1B:
      commitCluster()
      sequence.removeAll(keepingCapacity: true)
      state = .escape
    case 0x00..<0x20, 0x7F:
      commitCluster()
      control(byte)
    case 0x20..<0x80:
      printScalar(Unicode.Scalar(byte))
    case 0xC2...0xDF:
      (utf8Value, utf8Remaining) = (UInt32(byte & 0x1F), 1)
    case 0xE0...0xEF:
      (utf8Value, utf8Remaining) = (UInt32(byte & 0x0F), 2)
    case 0xF0...0xF4:
      (utf8Value, utf8Remaining) = (UInt32(byte & 0x07), 3)
    default:
      printScalar("\u{FFFD}")
    }
  }

  private mutating func control(_ byte: UInt8) {
    switch byte {
    case 0x07:
      break  // BEL
    case 0x08:
      cursor.x = Swift.max(0, cursor.x - 1)
      pendingWrap = false
    case 0x09:
      cursor.x = Swift.min(Swift.max(0, width - 1), (cursor.x / 8 + 1) * 8)
      pendingWrap = false
    case 0x0A, 0x0B, 0x0C:
      lineFeed()
    case 0x0D:
      cursor.x = 0
      pendingWrap = false
    default:
      unknown("C0 0x" + String(byte, radix: 16, uppercase: true))
    }
  }

  private mutating func escape(_ byte: UInt8) {
    state = .ground
    switch byte {
    case 0x5B:  // [
      state = .csi
    case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // OSC, DCS, SOS, PM, APC
      sequence.append(byte)
      state = .string(sawEscape: false)
    case 0x20...0x2F:
      sequence.append(byte)
      state = .escapeIntermediate
    case 0x37:  // DECSC
      saved = SavedCursor(position: cursor, pen: pen)
    case 0x38:  // DECRC
      cursor = saved.position
      pen = saved.pen
      pendingWrap = false
    case 0x44:  // IND
      lineFeed()
    case 0x45:  // NEL
      cursor.x = 0
      lineFeed()
    case 0x4D:  // RI
      reverseLineFeed()
    case 0x63:  // RIS
      self = TerminalModel(width: width, height: height)
    case 0x1B:
      state = .escape
    case 0x18, 0x1A:
      break  // CAN / SUB cancel
    default:
      unknown("ESC " + String(UnicodeScalar(byte)))
    }
  }

  private mutating func escapeIntermediate(_ byte: UInt8) {
    if (0x20...0x2F).contains(byte) {
      sequence.append(byte)
      return
    }
    state = .ground
    unknown("ESC " + String(decoding: sequence + [byte], as: UTF8.self))
  }

  private mutating func csi(_ byte: UInt8) {
    switch byte {
    case 0x20...0x3F:
      sequence.append(byte)
    case 0x40...0x7E:
      state = .ground
      dispatchCSI(final: byte)
    case 0x1B:
      unknown("CSI " + String(decoding: sequence, as: UTF8.self) + " interrupted by ESC")
      sequence.removeAll(keepingCapacity: true)
      state = .escape
    case 0x18, 0x1A:
      state = .ground
    case 0x00..<0x20:
      control(byte)  // C0 controls execute inside a CSI
    default:
      state = .ground
      unknown(
        "CSI " + String(decoding: sequence, as: UTF8.self) + " broken by 0x"
          + String(byte, radix: 16, uppercase: true))
    }
  }

  private mutating func controlString(_ byte: UInt8, sawEscape: Bool) {
    if byte == 0x07 || (sawEscape && byte == 0x5C) {
      state = .ground
      if !applyOperatingSystemCommand() {
        unknown("string ESC " + String(decoding: sequence.prefix(1), as: UTF8.self))
      }
    } else {
      if byte != 0x1B && sequence.count < 1 << 20 { sequence.append(byte) }
      state = .string(sawEscape: byte == 0x1B)
    }
  }

  /// Whether a CSI sequence asks the terminal something (DA1, XTVERSION, DECRQM, the kitty
  /// keyboard flags), which changes nothing on the screen.
  private static func isQuery(_ body: String, final: UInt8) -> Bool {
    switch UnicodeScalar(final) {
    case "c": body.isEmpty || body == "0"
    case "q": body.hasPrefix(">")
    case "p": body.hasPrefix("?") && body.hasSuffix("$")
    case "u": body == "?"
    case "n": body == "6"
    default: false
    }
  }

  /// OSC 8 (hyperlinks), OSC 52 (clipboard writes), OSC 11 queries and kitty graphics
  /// commands, the strings Decl writes; false for anything else.
  private mutating func applyOperatingSystemCommand() -> Bool {
    if sequence.first == 0x50, let q = sequence.firstIndex(of: UInt8(ascii: "q")),
      sequence[1..<q].allSatisfy({ (0x30...0x3B).contains($0) })
    {
      // Sixel: recorded with the cursor it was drawn at; the cells keep their text.
      sixelImages.append(
        (cursor, String(decoding: sequence[(q + 1)...].prefix(40), as: UTF8.self)))
      return true
    }
    if sequence.first == 0x5F, sequence.dropFirst().first == UInt8(ascii: "G") {
      graphicsCommands.append(String(decoding: sequence.dropFirst(2), as: UTF8.self))
      return true
    }
    guard sequence.first == 0x5D else { return false }
    let text = String(decoding: sequence.dropFirst(), as: UTF8.self)
    if text == "11;?" {
      queries.append("OSC 11;?")
      return true
    }
    if text.hasPrefix("8;") {
      let target = text.dropFirst(2).drop { $0 != ";" }.dropFirst()
      hyperlink = target.isEmpty ? nil : String(target)
      return true
    }
    if text.hasPrefix("52;") {
      clipboardWrites.append(String(text.dropFirst(3).drop { $0 != ";" }.dropFirst()))
      return true
    }
    return false
  }

  private mutating func dispatchCSI(final: UInt8) {
    let text = String(decoding: sequence, as: UTF8.self)
    let description = "CSI " + text + String(UnicodeScalar(final))
    if Self.isQuery(text, final: final) {
      queries.append(description)
      return
    }
    var body = Substring(text)
    var marker: Character?
    if let first = body.first, "<=>?".contains(first) {
      marker = first
      body = body.dropFirst()
    }
    guard body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) else {
      unknown(description)  // intermediates or ':' sub-parameters: not part of our vocabulary
      return
    }
    // Empty parameters (as in "ESC[;5H") are nil and take their default.
    let fields = body.split(separator: ";", omittingEmptySubsequences: false)
    let params: [Int?] = body.isEmpty ? [] : fields.map { Int($0) }
    func argument(_ index: Int, default value: Int) -> Int {
      guard index < params.count, let given = params[index], given != 0 else { return value }
      return given
    }
    if marker == "?" && (final == 0x68 || final == 0x6C) {  // DECSET / DECRST
      for case let mode? in params { privateModes[mode] = final == 0x68 }
      return
    }
    if final == 0x75, marker == ">" || marker == "<" {  // kitty keyboard push / pop
      if marker == ">" {
        keyboardFlagStack.append(argument(0, default: 0))
      } else {
        keyboardFlagStack.removeLast(Swift.min(argument(0, default: 1), keyboardFlagStack.count))
      }
      return
    }
    guard marker == nil else {
      unknown(description)
      return
    }
    switch final {
    case 0x48, 0x66:  // CUP, HVP
      moveCursor(x: argument(1, default: 1) - 1, y: argument(0, default: 1) - 1)
    case 0x41:  // CUU: stops at the top margin when it starts below it
      let limit = cursor.y >= scrollRegion.lowerBound ? scrollRegion.lowerBound : 0
      moveCursor(x: cursor.x, y: Swift.max(limit, cursor.y - argument(0, default: 1)))
    case 0x42:  // CUD: stops at the bottom margin when it starts above it
      let limit = cursor.y <= scrollRegion.upperBound ? scrollRegion.upperBound : height - 1
      moveCursor(x: cursor.x, y: Swift.min(limit, cursor.y + argument(0, default: 1)))
    case 0x43:  // CUF
      moveCursor(x: cursor.x + argument(0, default: 1), y: cursor.y)
    case 0x44:  // CUB
      moveCursor(x: cursor.x - argument(0, default: 1), y: cursor.y)
    case 0x47:  // CHA
      moveCursor(x: argument(0, default: 1) - 1, y: cursor.y)
    case 0x64:  // VPA
      moveCursor(x: cursor.x, y: argument(0, default: 1) - 1)
    case 0x4A:  // ED
      eraseDisplay(argument(0, default: 0), description)
    case 0x4B:  // EL
      eraseLine(argument(0, default: 0), description)
    case 0x58:  // ECH
      erase(Rect(x: cursor.x, y: cursor.y, width: argument(0, default: 1), height: 1))
    case 0x6D:  // SGR
      selectGraphicRendition(params.map { $0 ?? 0 }, description)
    case 0x72:  // DECSTBM
      setScrollRegion(top: argument(0, default: 1) - 1, bottom: argument(1, default: height) - 1)
    case 0x53:  // SU
      scrollRegion(up: true, by: argument(0, default: 1), in: scrollRegion)
    case 0x54:  // SD
      scrollRegion(up: false, by: argument(0, default: 1), in: scrollRegion)
    case 0x4C, 0x4D:  // IL, DL: inside the margins, from the cursor's row to the bottom margin
      if scrollRegion.contains(cursor.y) {
        let lines = cursor.y...scrollRegion.upperBound
        scrollRegion(up: final == 0x4D, by: argument(0, default: 1), in: lines)
        cursor.x = 0
        pendingWrap = false
      }
    default:
      unknown(description)
    }
  }

  // MARK: Printing

  private mutating func printScalar(_ scalar: Unicode.Scalar) {
    if cluster.isEmpty {
      if TerminalWidth.of(Character(scalar)) == 0 {
        attachToPrevious(String(scalar))
      } else {
        cluster.unicodeScalars.append(scalar)
      }
      return
    }
    if scalar.value >= 0x20 && scalar.value < 0x7F {
      // Printable ASCII never extends a cluster; skip the segmentation check.
      commitCluster()
      cluster.unicodeScalars.append(scalar)
      return
    }
    var extended = cluster
    extended.unicodeScalars.append(scalar)
    if extended.count == 1 {
      cluster = extended
    } else {
      commitCluster()
      printScalar(scalar)
    }
  }

  private mutating func commitCluster() {
    guard let grapheme = cluster.first else { return }
    cluster = ""
    let columns = TerminalWidth.of(grapheme)
    guard columns > 0 else {
      attachToPrevious(String(grapheme))
      return
    }
    printGrapheme(grapheme, columns: Swift.min(columns, 2))
  }

  private mutating func printGrapheme(_ grapheme: Character, columns: Int) {
    guard width >= columns, height > 0 else { return }
    let autowrap = privateModes[7] ?? true
    if pendingWrap {
      pendingWrap = false
      if autowrap {
        cursor.x = 0
        lineFeed()
      }
    }
    if cursor.x + columns > width {
      if autowrap {
        cursor.x = 0
        lineFeed()
      } else {
        cursor.x = width - columns
      }
    }
    screen.put(grapheme, width: columns, x: cursor.x, y: cursor.y, style: pen, clip: screen.bounds)
    linkTargets[cursor.y * width + cursor.x] = hyperlink
    if cursor.x + columns >= width {
      cursor.x = width - 1
      pendingWrap = autowrap
    } else {
      cursor.x += columns
    }
  }

  /// Appends zero-width scalars (combining marks, ZWJ, VS16) to the grapheme left of the cursor.
  private mutating func attachToPrevious(_ marks: String) {
    var x: Int
    if pendingWrap {
      x = cursor.x
    } else {
      guard cursor.x > 0 else { return }
      x = cursor.x - 1
    }
    guard x < width, cursor.y < height else { return }
    if x > 0 && screen[x: x, y: cursor.y].isContinuation { x -= 1 }
    let index = cursor.y * width + x
    var joined = String(screen.cells[index].grapheme)
    joined.unicodeScalars.append(contentsOf: marks.unicodeScalars)
    guard joined.count == 1, let grapheme = joined.first else { return }
    screen.cells[index].grapheme = grapheme
  }

  // MARK: Cursor and erasing

  private mutating func moveCursor(x: Int, y: Int) {
    cursor = Point(
      x: Swift.min(Swift.max(x, 0), Swift.max(0, width - 1)),
      y: Swift.min(Swift.max(y, 0), Swift.max(0, height - 1)))
    pendingWrap = false
  }

  private mutating func lineFeed() {
    pendingWrap = false
    if cursor.y == scrollRegion.upperBound {
      scrollRegion(up: true, by: 1, in: scrollRegion)
    } else if cursor.y + 1 < height {
      cursor.y += 1
    }
  }

  private mutating func reverseLineFeed() {
    pendingWrap = false
    if cursor.y == scrollRegion.lowerBound {
      scrollRegion(up: false, by: 1, in: scrollRegion)
    } else if cursor.y > 0 {
      cursor.y -= 1
    }
  }

  /// DECSTBM: margins of at least two rows (anything else is ignored, as xterm does); the
  /// cursor goes home.
  private mutating func setScrollRegion(top: Int, bottom: Int) {
    let bottom = Swift.min(bottom, height - 1)
    guard top < bottom else { return }
    scrollRegion = top...bottom
    cursor = .zero
    pendingWrap = false
  }

  /// Moves the rows of `lines` up (or down) by `count`; the rows this exposes are erased with
  /// the current background. The cursor stays where it is.
  private mutating func scrollRegion(up: Bool, by count: Int, in lines: ClosedRange<Int>) {
    guard width > 0, !lines.isEmpty else { return }
    let count = Swift.min(count, lines.count)
    let blank = Cell.space(styleBits: eraseStyle.packed)
    if up && lines.lowerBound == 0 && lines == scrollRegion {
      for y in 0..<count { scrollback.append(rowText(y)) }
    }
    if up {
      for y in lines.lowerBound..<(lines.upperBound - count + 1) {
        copyRow(from: y + count, to: y)
      }
    } else {
      for y in stride(from: lines.upperBound, through: lines.lowerBound + count, by: -1) {
        copyRow(from: y - count, to: y)
      }
    }
    let exposed =
      up
      ? (lines.upperBound - count + 1)...lines.upperBound
      : lines.lowerBound...(lines.lowerBound + count - 1)
    for y in exposed {
      for x in 0..<width { screen.cells[y * width + x] = blank }
    }
  }

  /// A screen row as plain text, trailing spaces trimmed.
  private func rowText(_ y: Int) -> String {
    var text = ""
    for x in 0..<width {
      let cell = screen.cells[y * width + x]
      if !cell.isContinuation { text.append(cell.grapheme) }
    }
    while text.last == " " { text.removeLast() }
    return text
  }

  private mutating func copyRow(from source: Int, to target: Int) {
    for x in 0..<width { screen.cells[target * width + x] = screen.cells[source * width + x] }
  }

  /// Erased cells take the current background only (xterm's behaviour).
  private var eraseStyle: CellStyle { CellStyle(background: pen.background) }

  private mutating func erase(_ rect: Rect) {
    screen.fill(rect, style: eraseStyle)
  }

  private mutating func eraseDisplay(_ mode: Int, _ description: String) {
    let (x, y) = (cursor.x, cursor.y)
    switch mode {
    case 0:
      erase(Rect(x: x, y: y, width: width - x, height: 1))
      erase(Rect(x: 0, y: y + 1, width: width, height: height - y - 1))
    case 1:
      erase(Rect(x: 0, y: 0, width: width, height: y))
      erase(Rect(x: 0, y: y, width: x + 1, height: 1))
    case 2:
      erase(screen.bounds)
    case 3:
      break  // scrollback only
    default:
      unknown(description)
    }
  }

  private mutating func eraseLine(_ mode: Int, _ description: String) {
    let (x, y) = (cursor.x, cursor.y)
    switch mode {
    case 0:
      erase(Rect(x: x, y: y, width: width - x, height: 1))
    case 1:
      erase(Rect(x: 0, y: y, width: x + 1, height: 1))
    case 2:
      erase(Rect(x: 0, y: y, width: width, height: 1))
    default:
      unknown(description)
    }
  }

  // MARK: SGR

  private mutating func selectGraphicRendition(_ params: [Int], _ description: String) {
    if params.isEmpty { pen = .plain }
    var index = 0
    while index < params.count {
      let code = params[index]
      switch code {
      case 0: pen = .plain
      case 1: pen.attributes.insert(.bold)
      case 2: pen.attributes.insert(.dim)
      case 3: pen.attributes.insert(.italic)
      case 4: pen.attributes.insert(.underline)
      case 7: pen.attributes.insert(.inverse)
      case 9: pen.attributes.insert(.strikethrough)
      case 22: pen.attributes.subtract([.bold, .dim])
      case 23: pen.attributes.remove(.italic)
      case 24: pen.attributes.remove(.underline)
      case 27: pen.attributes.remove(.inverse)
      case 29: pen.attributes.remove(.strikethrough)
      case 30...37: pen.foreground = .ansi(UInt8(code - 30))
      case 39: pen.foreground = .default
      case 40...47: pen.background = .ansi(UInt8(code - 40))
      case 49: pen.background = .default
      case 90...97: pen.foreground = .ansi(UInt8(code - 90 + 8))
      case 100...107: pen.background = .ansi(UInt8(code - 100 + 8))
      case 38, 48:
        guard let (color, used) = extendedColor(params, at: index + 1) else {
          unknown(description)
          return
        }
        if code == 38 { pen.foreground = color } else { pen.background = color }
        index += used
      default:
        unknown(description)
      }
      index += 1
    }
  }

  /// Parses `5;n` or `2;r;g;b` at `index`; returns the colour and parameters consumed.
  private func extendedColor(_ params: [Int], at index: Int) -> (CellColor, Int)? {
    guard index < params.count else { return nil }
    let count = params[index] == 5 ? 1 : params[index] == 2 ? 3 : 0
    let values = params[(index + 1)...].prefix(count)
    guard count > 0, values.count == count, values.allSatisfy({ (0...255).contains($0) }) else {
      return nil
    }
    let bytes = values.map { UInt8($0) }
    return (count == 1 ? .indexed(bytes[0]) : .rgb(bytes[0], bytes[1], bytes[2]), count + 1)
  }

  private mutating func unknown(_ description: String) {
    unknownSequences.append(description)
  }
}

private enum ParserState: Sendable {
  case ground
  case escape
  case escapeIntermediate
  case csi
  case string(sawEscape: Bool)
}

private struct SavedCursor: Sendable {
  var position: Point
  var pen: CellStyle
}
