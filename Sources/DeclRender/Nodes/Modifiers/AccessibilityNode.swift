import Decl

/// The `accessibility…` modifiers: keeps what they attach (label, value, identifier, traits,
/// actions, …) in the graph, where `TestHost` finds controls by label and identifier. Lays out
/// and draws its content unchanged.
final class AccessibilityNode: TransparentBehavior, ModifierNode {
  var modifier: AccessibilityAttachmentModifier

  init(_ modifier: AccessibilityAttachmentModifier) { self.modifier = modifier }
}

extension AccessibilityAttachmentModifier: PrimitiveNodeModifier {
  typealias Node = AccessibilityNode
}
