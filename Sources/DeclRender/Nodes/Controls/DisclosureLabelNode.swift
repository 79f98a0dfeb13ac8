import Decl
import DeclGraph
import DeclInput

/// The label of a `DisclosureGroup` or a collapsible `Section`: Enter, Space, a click or
/// `tap` toggle it; → expands and ← collapses it (each does nothing at that end, so the key
/// goes on to move focus).
package final class DisclosureLabelNode: StyledControlBehavior, KeyBoundControl {
  package var controlName: String { "disclosure group" }

  package enum KeyAction { case toggle, expand, collapse }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [.enter, .space], .toggle, "expand", keyDisplay: "space",
      detail: "expand or collapse a focused disclosure label (`DisclosureGroup`, "
        + "`OutlineGroup`, `Section(isExpanded:)`)"),
    KeyBinding([KeyChord(.right)], .expand, "expand", show: false, detail: "expand it"),
    KeyBinding([KeyChord(.left)], .collapse, "collapse", show: false, detail: "collapse it"),
  ]

  /// Space says what it will do.
  package func keyHelp(_ node: ViewNode) -> [KeyHelp] {
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

  package func acceptsFocus(_ node: ViewNode) -> Bool { true }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { false }
  package func tapPriority(_ node: ViewNode) -> TapPriority? { .control }

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    guard let isExpanded = node.currentControl(Binding<Bool>.self) else { return false }
    switch action {
    case .toggle: isExpanded.wrappedValue.toggle()
    case .expand where !isExpanded.wrappedValue: isExpanded.wrappedValue = true
    case .collapse where isExpanded.wrappedValue: isExpanded.wrappedValue = false
    default: return false
    }
    return true
  }

  package func click(at point: Point, node: ViewNode) { activate(node) }

  package func activate(_ node: ViewNode) {
    guard node.environment.isEnabled, let isExpanded = node.currentControl(Binding<Bool>.self)
    else { return }
    isExpanded.wrappedValue.toggle()
  }
}

extension DisclosureLabel: PrimitiveNodeView, ControlView {
  package var control: Binding<Bool> { isExpanded }

  package func makeBehavior() -> DisclosureLabelNode { DisclosureLabelNode() }

  package func describe(to behavior: DisclosureLabelNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }

  package var equivalenceParts: [Any]? { [isExpanded, label] }
}
