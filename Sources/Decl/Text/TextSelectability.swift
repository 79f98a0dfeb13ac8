/// Whether text can be selected (`textSelection`). A terminal selects text itself, whatever
/// the view says.
public protocol TextSelectability {
  /// Whether text is selectable.
  static var allowsSelection: Bool { get }
}

/// Text the user can select.
public struct EnabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { true }
}

/// Text the user cannot select.
public struct DisabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text the user can select.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text the user cannot select.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
  /// Whether the text inside can be selected; the terminal's own selection always works:
  /// accepted and ignored.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
