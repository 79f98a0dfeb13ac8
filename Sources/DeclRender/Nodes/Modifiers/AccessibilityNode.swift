import Decl
import DeclGraph

/// The `accessibility…` modifiers: keeps what they attach (label, value, identifier, traits,
/// actions, …) in the graph, where `TestHost` finds controls by label and identifier. Lays out
/// and draws its content unchanged.
package final class AccessibilityNode: TransparentBehavior, ModifierNode {
  package var modifier: AccessibilityAttachmentModifier

  package init(_ modifier: AccessibilityAttachmentModifier) { self.modifier = modifier }
}

extension AccessibilityAttachmentModifier: PrimitiveNodeModifier {
  package typealias Node = AccessibilityNode
}
