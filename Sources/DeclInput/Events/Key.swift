/// A logical key, independent of the bytes the terminal used to encode it.
public enum Key: Hashable, Sendable {
  /// A printable character: one whole grapheme cluster (`"e\u{301}"` and `"👍🏽"` are single keys).
  case char(Character)
  /// Return / Enter (CR, LF or keypad Enter).
  case enter
  /// Tab.
  case tab
  /// Shift-Tab; `.shift` is implied and not repeated in the modifiers.
  case backTab
  /// The Escape key on its own (an ESC byte with nothing after it before `flush()`).
  case escape
  /// Backspace (DEL 0x7F or BS 0x08).
  case backspace
  /// Forward delete.
  case delete
  /// Insert.
  case insert
  /// Cursor up.
  case up
  /// Cursor down.
  case down
  /// Cursor left.
  case left
  /// Cursor right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// A control chord carrying its lowercase letter: Ctrl-C is `.ctrl("c")`, Ctrl-Space is
  /// `.ctrl(" ")`, Ctrl-\ ] ^ _ carry that punctuation. `.control` is not repeated in the
  /// modifiers. Legacy terminals send Ctrl-H/I/J/M as Backspace/Tab/Enter/Enter.
  case ctrl(Character)
  /// A function key; F1 is `.function(1)`.
  case function(Int)
}

/// Modifier keys held during a key press or mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  /// Creates a modifier set from raw bits (shift 1, option 2, control 4, as in xterm).
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Option / Alt / Meta.
  public static let option = KeyModifiers(rawValue: 1 << 1)
  /// Alias of `option`.
  public static let alt = option
  /// Control.
  public static let control = KeyModifiers(rawValue: 1 << 2)
}

/// A key press (or, with the kitty keyboard protocol, a repeat or release) together with the
/// modifiers held.
public struct KeyEvent: Hashable, Sendable {
  /// Which moment of a key press an event is. Only a terminal speaking the kitty keyboard
  /// protocol reports repeats and releases; others send every auto-repeat as a new press.
  public enum Phase: Hashable, Sendable {
    /// The key went down.
    case press
    /// The key is held and the system repeats it.
    case `repeat`
    /// The key went up.
    case release
  }

  /// The key pressed.
  public var key: Key
  /// The modifiers held.
  public var modifiers: KeyModifiers
  /// Which moment of the press this is; `.press` unless the terminal reports more.
  public var phase: Phase

  /// Creates a key event; modifiers default to none, the phase to a press.
  public init(_ key: Key, modifiers: KeyModifiers = [], phase: Phase = .press) {
    self.key = key
    self.modifiers = modifiers
    self.phase = phase
  }

  /// Creates a key event; modifiers default to none.
  public init(key: Key, modifiers: KeyModifiers = []) {
    self.init(key, modifiers: modifiers)
  }
}
