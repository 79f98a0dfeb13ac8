import DeclInput

/// Incrementally turns raw terminal input bytes into key, paste and mouse events.
///
/// The events depend only on the bytes, never on how they were split across `feed` calls. What
/// the bytes so far can't decide yet is held back until more bytes or `flush()` settle it:
/// - a lone ESC (Escape key, or the start of a sequence / Alt prefix?),
/// - a half-read escape sequence or UTF-8 scalar,
/// - the last typed character, which a combining mark, ZWJ, variation selector, skin tone or
///   second regional indicator could still extend into a bigger grapheme cluster,
/// - a bracketed paste whose end marker has not come yet.
///
/// Run loop contract: after each `feed`, if `hasPendingInput`, wait up to
/// `pendingTimeoutMilliseconds` for more bytes; if none arrive, call `flush()` and handle its
/// events. A bracketed paste in progress waits `pasteTimeoutMilliseconds` for each next byte:
/// a paste whose end marker was lost (a terminal or multiplexer dropped it) is then delivered as
/// what arrived, and decoding goes on. Ctrl-C (0x03) inside a paste ends it at once.
public struct InputDecoder: Sendable {
  /// Recommended wait before `flush()` while an escape sequence or partial UTF-8 is pending:
  /// long enough for a sequence split by the pty or ssh, short enough for Escape to feel instant.
  public static let escapeTimeoutMilliseconds = 25

  /// Recommended wait before `flush()` when only the last typed character is held back; the
  /// rest of a cluster comes in the same terminal write, so this keeps typing lag-free.
  public static let characterTimeoutMilliseconds = 5

  /// How long a bracketed paste waits for its next byte before `flush()` ends it: far longer
  /// than any gap inside a real paste, short enough that input after a lost end marker is not
  /// lost.
  public static let pasteTimeoutMilliseconds = 250

  /// CSI / SS3 bodies longer than this are skipped to their final byte without being stored.
  package static let maxSequenceLength = 64

  /// Control strings (OSC, DCS, APC) longer than this are skipped without being stored: the
  /// replies Decl reads are far shorter.
  static let maxStringLength = 1_024

  /// Bracketed pastes larger than this are delivered as several consecutive `.paste` events.
  static let defaultPasteLimit = 16 << 20

  private enum State: Equatable, Sendable {
    case ground
    case escape
    case escapeEscape
    case sequence(Introducer, alt: Bool)
    case overlong
    case x10Mouse
    case linuxFunction(alt: Bool)
    case stringIntroducer(UInt8)
    case string
    case stringEscape
    case paste
  }

  private var state = State.ground
  private var sequence: [UInt8] = []
  /// The control string being read (OSC, DCS, APC), and the byte that introduced it.
  private var controlString: [UInt8] = []
  private var controlStringIntroducer: UInt8 = 0
  private var controlStringIsOverlong = false
  private var utf8 = UTF8Stream()
  private var grapheme = GraphemeBuffer()
  private var textModifiers: KeyModifiers = []
  private var paste: PasteCollector
  private var lastPressedButton = MouseButton.left
  private var output: [InputEvent] = []

  /// Creates a decoder in its initial state.
  public init() {
    self.init(pasteLimit: Self.defaultPasteLimit)
  }

  /// Creates a decoder that splits bracketed pastes into chunks of about `pasteLimit` bytes.
  package init(pasteLimit: Int) {
    paste = PasteCollector(limit: pasteLimit)
  }

  /// True when bytes are held that only more input or `flush()` can resolve; arm the timeout.
  public var hasPendingInput: Bool { pendingTimeoutMilliseconds != nil }

  /// How long to wait for more bytes before calling `flush()`, or nil when nothing is pending.
  public var pendingTimeoutMilliseconds: Int? {
    switch state {
    case .paste:
      Self.pasteTimeoutMilliseconds
    case .ground where !utf8.isPending:
      grapheme.isEmpty ? nil : Self.characterTimeoutMilliseconds
    default:
      Self.escapeTimeoutMilliseconds
    }
  }

  /// True between a bracketed paste's start and end markers.
  public var isInPaste: Bool { state == .paste }

  /// Bytes currently held (for tests asserting bounded memory).
  package var pendingByteCount: Int {
    sequence.count + utf8.pendingByteCount + grapheme.byteCount + paste.byteCount
  }

  /// Decodes `bytes`, returning every event they complete.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    let input = Array(bytes)
    var index = 0
    while index < input.count {
      if state == .paste {
        let (next, finished) = paste.consume(input, from: index, into: &output)
        index = next
        if finished {
          state = .ground
        }
      } else {
        while !step(input[index]) {}
        index += 1
      }
    }
    return takeOutput()
  }

  /// Resolves held input after the timeout: a lone ESC becomes Escape, ESC + char stays Alt+char,
  /// a held character is released, half-read sequences or UTF-8 are dropped or repaired, and a
  /// paste still waiting for its end marker is delivered as what arrived.
  public mutating func flush() -> [InputEvent] {
    switch state {
    case .paste:
      paste.abandon(into: &output)
    case .ground, .overlong, .x10Mouse, .linuxFunction, .string, .stringEscape:
      break
    case .escape:
      emit(.escape)
    case .escapeEscape:
      emit(.escape, .option)
    case .sequence(let introducer, let alt):
      resolveUnfinished(introducer, alt: alt)
    case .stringIntroducer(let introducer):
      appendText(Unicode.Scalar(introducer), .option)
    }
    state = .ground
    sequence.removeAll(keepingCapacity: true)
    if let replacement = utf8.abandon() {
      appendText(replacement, takeTextModifiers())
    }
    endText()
    return takeOutput()
  }

  // MARK: - State machine

  /// Advances by one byte; false means the byte must be read again in the new state.
  private mutating func step(_ byte: UInt8) -> Bool {
    switch state {
    case .ground: ground(byte)
    case .escape: escape(byte)
    case .escapeEscape: escapeEscape(byte)
    case .sequence(let introducer, let alt): sequenceByte(byte, introducer, alt: alt)
    case .overlong: overlong(byte)
    case .x10Mouse: x10Mouse(byte)
    case .linuxFunction(let alt): linuxFunction(byte, alt: alt)
    case .stringIntroducer(let introducer): stringIntroducer(byte, introducer)
    case .string, .stringEscape: string(byte)
    case .paste: pasteByte(byte)
    }
  }

  private mutating func ground(_ byte: UInt8) -> Bool {
    if utf8.isPending || byte >= 0x80 {
      switch utf8.decode(byte) {
      case .incomplete:
        return true
      case .scalar(let scalar):
        appendText(scalar, takeTextModifiers())
        return true
      case .invalidThenRetry:
        appendText(UTF8Stream.replacement, takeTextModifiers())
        return false
      }
    }
    switch byte {
    case 0x20..<0x7F:
      appendText(Unicode.Scalar(byte), takeTextModifiers())
    case 0x1B:
      endText()
      state = .escape
    default:
      endText()
      emitControl(byte, [])
    }
    return true
  }

  private mutating func escape(_ byte: UInt8) -> Bool {
    switch Unicode.Scalar(byte) {
    case "[":
      state = .sequence(.csi, alt: false)
    case "O":
      state = .sequence(.ss3, alt: false)
    case "\u{1B}":
      state = .escapeEscape
    case "P", "X", "]", "^", "_":
      // DCS, SOS, OSC, PM, APC: terminal replies we skip, unless nothing follows (Alt+char).
      state = .stringIntroducer(byte)
    case " "..."~", "\u{80}"...:
      // Alt + text: the ESC prefix becomes `.option` on the next character.
      state = .ground
      textModifiers = .option
      return false
    default:
      state = .ground
      emitControl(byte, .option)
    }
    return true
  }

  private mutating func escapeEscape(_ byte: UInt8) -> Bool {
    switch Unicode.Scalar(byte) {
    case "[":
      state = .sequence(.csi, alt: true)
      return true
    case "O":
      state = .sequence(.ss3, alt: true)
      return true
    default:
      emit(.escape, .option)
      state = .ground
      return false
    }
  }

  private mutating func sequenceByte(_ byte: UInt8, _ introducer: Introducer, alt: Bool) -> Bool {
    switch byte {
    case 0x20...0x3F:
      if sequence.count < Self.maxSequenceLength {
        sequence.append(byte)
      } else {
        // Garbage can't make us hold unbounded bytes: skip to the final byte without storing.
        sequence.removeAll(keepingCapacity: true)
        state = .overlong
      }
      return true
    case 0x40...0x7E:
      state = .ground
      finishSequence(introducer, alt: alt, final: byte)
      return true
    default:
      // A control or non-ASCII byte can't belong to the sequence: it is input of its own.
      resolveUnfinished(introducer, alt: alt)
      state = .ground
      return false
    }
  }

  private mutating func finishSequence(_ introducer: Introducer, alt: Bool, final: UInt8) {
    defer { sequence.removeAll(keepingCapacity: true) }
    if introducer == .csi && sequence.isEmpty {
      if final == UInt8(ascii: "M") {
        state = .x10Mouse
        return
      }
      if final == UInt8(ascii: "[") {
        state = .linuxFunction(alt: alt)
        return
      }
    }
    if introducer == .csi, !alt, let reply = TerminalReply.parse(csi: sequence, final: final) {
      output.append(.terminal(reply))
      return
    }
    let parsed = ControlSequence(body: sequence, final: final)
    switch SequenceMap.action(for: parsed, after: introducer) {
    case .key(var event):
      if alt {
        event.modifiers.insert(.option)
      }
      output.append(.key(event))
    case .mouse(let event):
      output.append(.mouse(event))
    case .beginPaste:
      state = .paste
    case .ignore:
      break
    }
  }

  /// Resolves a sequence cut short by `flush()` or by a byte that can't belong to it: a bare
  /// introducer was Alt+[ or Alt+O typed by hand; half-read parameters mean nothing and are
  /// dropped.
  private mutating func resolveUnfinished(_ introducer: Introducer, alt: Bool) {
    defer { sequence.removeAll(keepingCapacity: true) }
    guard sequence.isEmpty else { return }
    let character: Unicode.Scalar = introducer == .csi ? "[" : "O"
    if alt {
      emit(.escape, .option)
      appendText(character, [])
    } else {
      appendText(character, .option)
    }
  }

  private mutating func overlong(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20...0x3F:
      return true
    case 0x40...0x7E:
      state = .ground
      return true
    default:
      state = .ground
      return false
    }
  }

  private mutating func x10Mouse(_ byte: UInt8) -> Bool {
    sequence.append(byte)
    guard sequence.count == 3 else { return true }
    if let event = MouseDecoding.x10(sequence, lastPressed: &lastPressedButton) {
      output.append(.mouse(event))
    }
    sequence.removeAll(keepingCapacity: true)
    state = .ground
    return true
  }

  /// Linux console F1–F5: `ESC [ [ A` … `ESC [ [ E`.
  private mutating func linuxFunction(_ byte: UInt8, alt: Bool) -> Bool {
    state = .ground
    if (0x41...0x45).contains(byte) {
      emit(.function(Int(byte) - 0x40), alt ? .option : [])
      return true
    }
    // Drop an unknown printable final; a control or non-ASCII byte is input of its own.
    return (0x20...0x7E).contains(byte)
  }

  private mutating func stringIntroducer(_ byte: UInt8, _ introducer: UInt8) -> Bool {
    if byte >= 0x20 && byte != 0x7F {
      state = .string
      controlStringIntroducer = introducer
      controlString.removeAll(keepingCapacity: true)
      controlStringIsOverlong = false
      return false
    }
    // No string content followed, so it was Alt plus the introducer character.
    appendText(Unicode.Scalar(introducer), .option)
    state = .ground
    return false
  }

  /// Reads an OSC / DCS / APC / PM / SOS string up to BEL or ST (`ESC \`); a terminal's reply
  /// among them becomes an event, anything else is skipped.
  private mutating func string(_ byte: UInt8) -> Bool {
    if state == .stringEscape {
      // Any ESC other than ST aborts the string and starts a sequence of its own.
      let isTerminator = byte == UInt8(ascii: "\\")
      if isTerminator { finishString() }
      state = isTerminator ? .ground : .escape
      return isTerminator
    }
    switch byte {
    case 0x07:
      // BEL ends an OSC.
      finishString()
      state = .ground
    case 0x18, 0x1A:
      // CAN and SUB abort any string.
      state = .ground
    case 0x1B:
      state = .stringEscape
    default:
      if controlString.count < Self.maxStringLength {
        controlString.append(byte)
      } else {
        controlStringIsOverlong = true
      }
    }
    return true
  }

  private mutating func finishString() {
    defer { controlString.removeAll(keepingCapacity: true) }
    guard !controlStringIsOverlong,
      let reply = TerminalReply.parse(string: controlString, introducer: controlStringIntroducer)
    else { return }
    output.append(.terminal(reply))
  }

  /// `feed` hands paste bytes to the collector in bulk; this only keeps `step` total.
  private mutating func pasteByte(_ byte: UInt8) -> Bool {
    let (next, finished) = paste.consume([byte], from: 0, into: &output)
    if finished {
      state = .ground
    }
    // A Ctrl-C that ended the paste is read again as a key.
    return next == 1
  }

  // MARK: - Output

  private mutating func appendText(_ scalar: Unicode.Scalar, _ modifiers: KeyModifiers) {
    // C1 controls are not text; like C0 controls they end the current cluster.
    if (0x80...0x9F).contains(scalar.value) {
      endText()
      return
    }
    if let finished = grapheme.append(scalar, modifiers: modifiers) {
      output.append(.key(finished))
    }
  }

  private mutating func endText() {
    textModifiers = []
    if let finished = grapheme.take() {
      output.append(.key(finished))
    }
  }

  private mutating func takeTextModifiers() -> KeyModifiers {
    defer { textModifiers = [] }
    return textModifiers
  }

  private mutating func emit(_ key: Key, _ modifiers: KeyModifiers = []) {
    output.append(.key(KeyEvent(key, modifiers: modifiers)))
  }

  private mutating func emitControl(_ byte: UInt8, _ modifiers: KeyModifiers) {
    if let key = Self.controlKey(byte) {
      emit(key, modifiers)
    }
  }

  private mutating func takeOutput() -> [InputEvent] {
    defer { output = [] }
    return output
  }

  /// The key a C0 control byte (or DEL) stands for; nil for ESC, which starts sequences.
  static func controlKey(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x00: .ctrl(" ")
    case 0x08, 0x7F: .backspace
    case 0x09: .tab
    case 0x0A, 0x0D: .enter
    case 0x01...0x1A: .ctrl(Character(Unicode.Scalar(byte + 0x60)))
    case 0x1C...0x1F: .ctrl(Character(Unicode.Scalar(byte + 0x40)))
    default: nil
    }
  }
}
