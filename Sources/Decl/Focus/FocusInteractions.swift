/// What a focusable view does with focus: be activated (a button's way) or edited (a text
/// field's way). Decl gives every focusable view keyboard focus, so both take it alike.
public struct FocusInteractions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Focus that activates the view, as a button's does.
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  /// Focus for editing the view's contents, as a text field's is.
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  /// Every interaction the view supports.
  public static let automatic: FocusInteractions = [.activate, .edit]
}

extension View {
  /// Lets the view take keyboard focus for `interactions`: as `focusable(_:)`, since a terminal
  /// gives every focusable view the keyboard.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
    focusable(isFocusable && !interactions.isEmpty)
  }
}
