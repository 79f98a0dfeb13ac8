/// A key, with modifiers, that activates a button (or any control) without focusing it.
///
/// A terminal sends no Command key: Command is Ctrl or Alt, either works (Cmd-S is Ctrl-S or
/// Alt-S). A shortcut runs when the focused control does not use its key, so Ctrl-A still
/// goes to the start of a text field's line; Alt reaches those. `.defaultAction` is Enter
/// (also in a one-line text field with no `onSubmit`), `.cancelAction` is Escape.
///
/// ```swift
/// Button("Save", action: save).keyboardShortcut("s")
/// Button("Cancel", role: .cancel, action: dismiss).keyboardShortcut(.cancelAction)
/// ```
public struct KeyboardShortcut: Hashable, Sendable {
  /// How a shortcut adapts to the keyboard layout; a terminal reports characters as typed.
  public struct Localization: Hashable, Sendable {
    private let name: String
    public static let automatic = Localization(name: "automatic")
    public static let withoutMirroring = Localization(name: "withoutMirroring")
    public static let custom = Localization(name: "custom")
  }

  public let key: KeyEquivalent
  public let modifiers: EventModifiers
  public let localization: Localization

  public init(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: Localization = .automatic
  ) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// The default button of a screen or sheet: Enter.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// The button that cancels: Escape.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// Whether a key press is this shortcut (Command taken as Ctrl or as Alt).
  package func matches(_ press: KeyPress) -> Bool {
    let character = press.key.character
    let wanted = key.character
    var pressed = press.modifiers.intersection([.shift, .control, .option])
    if character.isLetter {
      guard character.lowercased() == wanted.lowercased() else { return false }
      // A shifted letter arrives in upper case (with Alt); Ctrl hides Shift.
      if character.isUppercase { pressed.insert(.shift) }
    } else if character != wanted {
      return false
    }
    var required = modifiers.intersection([.shift, .control, .option])
    if wanted.isLetter, wanted.isUppercase { required.insert(.shift) }
    guard modifiers.contains(.command) else { return pressed == required }
    return pressed == required.union(.control) || pressed == required.union(.option)
  }
}

extension EnvironmentValues {
  /// The keyboard shortcut of the controls here.
  @Entry public var keyboardShortcut: KeyboardShortcut? = nil
}

extension View {
  /// Activates the control (a button, a toggle, …) when `key` is pressed with `modifiers`;
  /// Command is Ctrl or Alt in a terminal.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: KeyboardShortcut.Localization
  ) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers, localization: localization))
  }

  /// Activates the control with `shortcut`: `.defaultAction` (Enter), `.cancelAction` (Escape).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    environment(\.keyboardShortcut, shortcut)
  }

  /// Activates the control with `shortcut`, or with none.
  @_disfavoredOverload
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    environment(\.keyboardShortcut, shortcut)
  }
}
