import Decl

/// The label of a `DisclosureGroup` or a collapsible `Section`: Enter, Space, a click or
/// `tap` toggle it; → expands and ← collapses it (each does nothing at that end, so the key
/// goes on to move focus).
final class DisclosureLabelNode: StyledControlBehavior, KeyBoundControl {
  var controlName: String { "disclosure group" }

  enum KeyAction { case toggle, expand, collapse }

  static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [.enter, .space], .toggle, "expand", keyDisplay: "space",
      detail: "expand or collapse a focused disclosure label (`DisclosureGroup`, "
        + "`OutlineGroup`, `Section(isExpanded:)`)"),
    KeyBinding([KeyChord(.right)], .expand, "expand", show: false, detail: "expand it"),
    KeyBinding([KeyChord(.left)], .collapse, "collapse", show: false, detail: "collapse it"),
  ]

  /// Space says what it will do.
  func keyHelp(_ node: ViewNode) -> [KeyHelp] {
    let isExpanded = node.currentControl(Binding<Bool>.self)?.wrappedValue ?? false
    return Self.keyMap.help().map { KeyHelp($0.keys, isExpanded ? "collapse" : "expand") }
  }

  func describe(_ label: DisclosureLabel, in node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(
        .content, view: DisclosureLabelBody(isExpanded: label.isExpanded, label: label.label),
        environment: node.controlEnvironment)
    ]
  }

  func acceptsFocus(_ node: ViewNode) -> Bool { true }
  func clickTakesFocus(_ node: ViewNode) -> Bool { false }
  func tapPriority(_ node: ViewNode) -> TapPriority? { .control }

  func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    guard let isExpanded = node.currentControl(Binding<Bool>.self) else { return false }
    switch action {
    case .toggle: isExpanded.wrappedValue.toggle()
    case .expand where !isExpanded.wrappedValue: isExpanded.wrappedValue = true
    case .collapse where isExpanded.wrappedValue: isExpanded.wrappedValue = false
    default: return false
    }
    return true
  }

  func click(at point: Point, node: ViewNode) { activate(node) }

  func activate(_ node: ViewNode) {
    guard node.environment.isEnabled, let isExpanded = node.currentControl(Binding<Bool>.self)
    else { return }
    isExpanded.wrappedValue.toggle()
  }
}

extension DisclosureLabel: PrimitiveNodeView, ControlView {
  var control: Binding<Bool> { isExpanded }

  func makeBehavior() -> DisclosureLabelNode { DisclosureLabelNode() }

  func describe(to behavior: DisclosureLabelNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }

  var equivalenceParts: [Any]? { [isExpanded, label] }
}
