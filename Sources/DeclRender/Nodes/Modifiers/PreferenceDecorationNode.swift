import Decl
import DeclGraph

/// `overlayPreferenceValue` and `backgroundPreferenceValue`: a view made from the content's
/// value of the preference, drawn in front of or behind the content in its frame (as
/// `overlay` and `background` are). After each layout pass it reads the value again, and when
/// it changed, the node is described again with it and laid out before the frame is drawn.
package final class PreferenceDecorationNode<K: PreferenceKey>: DecoratingBehavior, ModifierNode,
  LayoutObserverBehavior
{
  package var modifier: PreferenceDecorationModifier<K>
  /// The value the decoration was last made from.
  private var value = K.defaultValue

  package init(_ modifier: PreferenceDecorationModifier<K>) { self.modifier = modifier }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(.decoration, view: modifier.transform(value), environment: node.environment),
    ]
  }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    registerLayoutObserver(node, isFirst: isFirst)
  }

  func layoutDidFinish(_ node: ViewNode) {
    let latest = node.content?.preferenceValue(K.self) ?? K.defaultValue
    guard !preferenceValuesMatch(latest, value) else { return }
    value = latest
    node.graph.markDirty(node)
  }

  var decorationAlignment: Alignment { modifier.alignment }
  var decorationIsInFront: Bool { modifier.inFront }
}

extension PreferenceDecorationModifier: PrimitiveNodeModifier {
  package typealias Node = PreferenceDecorationNode<K>
}
