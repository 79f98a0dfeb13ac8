/// Whether text can be selected (`textSelection`). A terminal selects text itself, whatever
/// the view says; selectable text is also a focus stop whose text Alt-C copies.
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

/// What `textSelection` attaches: whether the text inside may be copied.
package struct TextSelectionModifier: ViewModifier {
  package let allowsSelection: Bool
  package typealias Body = Never
}

extension View {
  /// Whether the text inside can be selected. The terminal's own selection always works; with
  /// `.enabled`, a view with no control inside becomes a focus stop, and Alt-C copies its text
  /// to the clipboard (OSC 52).
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    modifier(TextSelectionModifier(allowsSelection: S.allowsSelection))
  }
}
