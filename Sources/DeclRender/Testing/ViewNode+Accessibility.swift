import Decl
import DeclGraph

// What the `accessibility…` modifiers attached to a node, as `TestHost` reads it: the element
// a control or a labelled view is, its label, identifier, value and traits.

extension ViewNode {
  /// The attachments that describe this node as an element, the nearest first: those around
  /// it (up through parents that wrap only it), then those inside a control's look.
  var accessibilityAttachments: [AccessibilityAttachmentModifier] {
    var found: [AccessibilityAttachmentModifier] = []
    var node: ViewNode? = self
    while let current = node {
      if let attachment = current.behavior(AccessibilityNode.self)?.modifier {
        found.append(attachment)
      }
      guard let parent = current.parent, parent.children.count == 1 else { break }
      node = parent
    }
    if behavior is any ControlBehavior {
      for child in children { child.collectAttachments(into: &found) }
    }
    return found
  }

  private func collectAttachments(into found: inout [AccessibilityAttachmentModifier]) {
    if let attachment = behavior(AccessibilityNode.self)?.modifier { found.append(attachment) }
    for child in children { child.collectAttachments(into: &found) }
  }

  /// The element's label: the one an `accessibilityLabel` gave it, else what it shows (a text
  /// field's title or prompt).
  var accessibilityLabel: String {
    if let label = accessibilityAttachments.lazy.compactMap(\.label).first {
      return label.plainString
    }
    if let field = behavior(TextFieldNode.self) { return field.titles.first ?? "" }
    return tapText
  }

  /// The element's `accessibilityIdentifier`, or "".
  var accessibilityIdentifier: String {
    accessibilityAttachments.lazy.compactMap(\.identifier).first ?? ""
  }

  /// The element's custom content, label to value; the nearest attachment's fact wins.
  var accessibilityCustomContent: [String: String] {
    var content: [String: String] = [:]
    for attachment in accessibilityAttachments.reversed() {
      for entry in attachment.customContent {
        content[entry.label.plainString] = entry.value?.plainString
      }
    }
    return content
  }

  /// The element's rotors, by name, with their entries' labels (made now, as a rotor is
  /// read).
  var accessibilityRotors: [String: [String]] {
    var rotors: [String: [String]] = [:]
    for attachment in accessibilityAttachments.reversed() {
      for rotor in attachment.rotors { rotors[rotor.name, default: []] += rotor.entries() }
    }
    return rotors
  }

  /// Whether an `accessibilityHidden(true)` hides the element.
  var isAccessibilityHidden: Bool {
    accessibilityAttachments.lazy.compactMap(\.isHidden).first ?? false
  }

  /// The traits the element's attachments add, less those they remove.
  var accessibilityTraits: AccessibilityTraits {
    var traits: AccessibilityTraits = []
    for attachment in accessibilityAttachments.reversed() {
      traits.formUnion(attachment.addedTraits)
      traits.subtract(attachment.removedTraits)
    }
    return traits
  }

  /// The elements on this node's screen, in reading order: controls (whatever is inside
  /// them belongs to them), views given an accessibility label or identifier, and texts.
  /// `accessibilityElement(children: .ignore)` or `.combine` makes the view one element.
  func accessibilityElements() -> [ViewNode] {
    var found: [ViewNode] = []
    collectElements(into: &found)
    return found
  }

  private func collectElements(into found: inout [ViewNode]) {
    if behavior is any ControlBehavior {
      found.append(self)
      return
    }
    // The attachments describe the view they wrap: go to it (its attachments are found by
    // walking up from it).
    if behavior is AccessibilityNode {
      let content = wrappedContent
      if content !== self {
        content.collectElements(into: &found)
        return
      }
    }
    if behavior is TextNode {
      found.append(self)
      return
    }
    let attachments = accessibilityAttachments
    if attachments.contains(where: {
      $0.label != nil || $0.identifier != nil || $0.childBehavior != nil
        || !$0.customContent.isEmpty || !$0.rotors.isEmpty || $0.textContentType != nil
    }) {
      found.append(self)
      // `.ignore` and `.combine` make the view one element, made of its children.
      let children = attachments.lazy.compactMap(\.childBehavior).first ?? .contain
      if children != .contain { return }
    }
    for child in screenChildren { child.collectElements(into: &found) }
  }

  /// The node at the end of this node's chain of single children (stopping at a control):
  /// the view a chain of modifiers wraps.
  private var wrappedContent: ViewNode {
    var node = self
    while node.children.count == 1, !(node.behavior is any ControlBehavior) {
      node = node.children[0]
    }
    return node
  }

  /// Whether `tap(name)` may mean this control: its text, a toggle's or text field's title,
  /// a text field's prompt or its accessibility label contains `name`, or its identifier is
  /// `name`.
  func matchesTap(_ name: String) -> Bool {
    tapText.contains(name)
      || accessibilityAttachments.contains {
        $0.label?.plainString.contains(name) == true || $0.identifier == name
      }
  }
}
