import Foundation

/// A key, as `onKeyPress` and keyboard shortcuts name it.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public var character: Character

  public init(_ character: Character) { self.character = character }

  public init(extendedGraphemeClusterLiteral character: Character) {
    self.character = character
  }

  public init(unicodeScalarLiteral scalar: Character) { self.character = scalar }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  /// Backspace.
  public static let delete = KeyEquivalent("\u{8}")
  /// Forward delete.
  public static let deleteForward = KeyEquivalent("\u{7F}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let `return` = KeyEquivalent("\r")
  public static let space = KeyEquivalent(" ")
  public static let tab = KeyEquivalent("\t")
}

/// Modifier keys held with a key.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let function = EventModifiers(rawValue: 1 << 6)
  public static let all = EventModifiers(rawValue: (1 << 7) - 1)
}

/// A key press given to an `onKeyPress` action.
public struct KeyPress: Sendable {
  /// Whether the action used the key; `ignored` lets it go on to the next handler out, then to
  /// the focused control.
  public enum Result: Hashable, Sendable {
    case handled, ignored
  }

  /// Which moments of a key press an action wants. A terminal speaking the kitty keyboard
  /// protocol reports all three; others report presses only, so every key press (an
  /// auto-repeat too) is `.down` there.
  public struct Phases: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let down = Phases(rawValue: 1 << 0)
    public static let `repeat` = Phases(rawValue: 1 << 1)
    public static let up = Phases(rawValue: 1 << 2)
    public static let all: Phases = [.down, .repeat, .up]
  }

  public let phase: Phases
  public let key: KeyEquivalent
  /// The text the key types (`"a"`, `"A"` with Shift), or the key's own character.
  public let characters: String
  public let modifiers: EventModifiers

  package init(
    key: KeyEquivalent, characters: String, modifiers: EventModifiers, phase: Phases = .down
  ) {
    self.phase = phase
    self.key = key
    self.characters = characters
    self.modifiers = modifiers
  }
}

/// One `onKeyPress` handler: which presses it wants and what it does.
package struct KeyPressHandler: Sendable {
  package let accepts: @Sendable (KeyPress) -> Bool
  package let action: @MainActor (KeyPress) -> KeyPress.Result
}

extension EnvironmentValues {
  /// The key press handlers around a view, outermost first.
  @Entry package var keyPressHandlers: [KeyPressHandler] = []
}

extension View {
  /// Runs `action` when `key` is pressed while this view or a view inside it has focus.
  public func onKeyPress(
    _ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
  }

  /// Runs `action` for the chosen phases of `key`.
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: phases, action: action)
  }

  /// Runs `action` when one of `keys` is pressed.
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    addKeyPressHandler(
      KeyPressHandler(
        accepts: { phases.contains($0.phase) && keys.contains($0.key) }, action: action))
  }

  /// Runs `action` when a key typing one of `characters` is pressed.
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    addKeyPressHandler(
      KeyPressHandler(
        accepts: { press in
          phases.contains(press.phase) && !press.characters.isEmpty
            && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, action: action))
  }

  /// Runs `action` for every key press.
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    addKeyPressHandler(
      KeyPressHandler(accepts: { phases.contains($0.phase) }, action: action))
  }

  private func addKeyPressHandler(_ handler: KeyPressHandler) -> some View {
    modifier(EnvironmentWriter { $0.keyPressHandlers.append(handler) })
  }
}
