/// A mouse button.
public enum MouseButton: Hashable, Sendable {
  /// The primary button.
  case left
  /// The middle button (or wheel click).
  case middle
  /// The secondary button.
  case right
  /// An extra button by its X11 number (8 = back, 9 = forward, ...).
  case other(Int)
}

/// A mouse event at a 0-based cell position.
public struct MouseEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A button went down.
    case press(MouseButton)
    /// A button went up.
    case release(MouseButton)
    /// The pointer moved with a button held.
    case drag(MouseButton)
    /// The pointer moved with no button held (needs any-motion tracking).
    case move
    /// The wheel turned up (away from the user).
    case scrollUp
    /// The wheel turned down.
    case scrollDown
    /// The wheel tilted left.
    case scrollLeft
    /// The wheel tilted right.
    case scrollRight
  }

  /// What happened.
  public var kind: Kind
  /// 0-based column.
  public var x: Int
  /// 0-based row.
  public var y: Int
  /// Modifiers the terminal reported (shift, option, control).
  public var modifiers: KeyModifiers

  /// Creates a mouse event; modifiers default to none.
  public init(kind: Kind, x: Int, y: Int, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.x = x
    self.y = y
    self.modifiers = modifiers
  }
}
