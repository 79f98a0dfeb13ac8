import Decl
import DeclGraph

/// What a `TestHost` query found: a control, a labelled view or a text, as it is now. The
/// properties follow XCUITest's `XCUIElement`; a query that finds nothing gives an element
/// whose `exists` is false (its other properties are empty), so it reads well in `#expect`.
///
/// ```swift
/// #expect(host.element("Save").isEnabled)
/// #expect(host.find(identifier: "nameField").hasFocus)
/// #expect(!host.element("Undo").exists)
/// ```
public struct TestElement: Hashable, Sendable {
  /// Whether the query found an element on the screen.
  public let exists: Bool
  /// What kind of element it is: "button", "toggle", "text field", … for controls, "text"
  /// for a text, "view" for another labelled view.
  public let kind: String
  /// Its accessibility label, or what it shows (a text field's title or prompt).
  public let label: String
  /// Its `accessibilityIdentifier`, or "".
  public let identifier: String
  /// Its `accessibilityValue`, or a text field's text (one `•` per character in a secure
  /// field, as UI tests see it); nil when it has neither.
  public let value: String?
  /// The text it shows (a text field's text, `•`s in a secure field).
  public let text: String
  /// Whether it can be used (false under `disabled(true)`).
  public let isEnabled: Bool
  /// Whether it is selected: its traits include `.isSelected`, or it is a toggle that is on.
  public let isSelected: Bool
  /// Whether it has keyboard focus.
  public let hasFocus: Bool
  /// Its traits, as its `accessibility…` modifiers set them.
  public let traits: AccessibilityTraits
  /// Where it is on the screen, in cells.
  public let frame: Rect
  /// Its `accessibilityCustomContent`: each fact's label and value.
  public let customContent: [String: String]
  /// Its `accessibilityTextContentType`, if one was set.
  public let textContentType: AccessibilityTextContentType?
  /// Its rotors (`accessibilityRotor`): each rotor's name and its entries' labels, in order.
  public let rotors: [String: [String]]

  /// An element that was not found.
  static let missing = TestElement(
    exists: false, kind: "", label: "", identifier: "", value: nil, text: "", isEnabled: false,
    isSelected: false, hasFocus: false, traits: [], frame: .zero, customContent: [:],
    textContentType: nil, rotors: [:])

  private init(
    exists: Bool, kind: String, label: String, identifier: String, value: String?, text: String,
    isEnabled: Bool, isSelected: Bool, hasFocus: Bool, traits: AccessibilityTraits, frame: Rect,
    customContent: [String: String], textContentType: AccessibilityTextContentType?,
    rotors: [String: [String]]
  ) {
    self.exists = exists
    self.kind = kind
    self.label = label
    self.identifier = identifier
    self.value = value
    self.text = text
    self.isEnabled = isEnabled
    self.isSelected = isSelected
    self.hasFocus = hasFocus
    self.traits = traits
    self.frame = frame
    self.customContent = customContent
    self.textContentType = textContentType
    self.rotors = rotors
  }

  /// The element `node` is now.
  @MainActor init(_ node: ViewNode) {
    let control = node.behavior as? any ControlBehavior
    let field = node.behavior(TextFieldNode.self)
    let traits = node.accessibilityTraits
    let isOn = node.currentControl(ToggleControl.self)?.isOn.wrappedValue ?? false
    let value =
      node.accessibilityAttachments.lazy.compactMap(\.value).first?.plainString
      ?? field?.displayText
    self.init(
      exists: true,
      kind: control?.controlName ?? (node.behavior is TextNode ? "text" : "view"),
      label: node.accessibilityLabel, identifier: node.accessibilityIdentifier, value: value,
      text: field?.displayText ?? node.textContent,
      isEnabled: node.environment.isEnabled,
      isSelected: traits.contains(.isSelected) || isOn, hasFocus: node.isFocused, traits: traits,
      frame: node.frame, customContent: node.accessibilityCustomContent,
      textContentType: node.accessibilityAttachments.lazy.compactMap(\.textContentType).first,
      rotors: node.accessibilityRotors)
  }
}
