import Decl
import DeclGraph

/// A modifier that only states a value for a node elsewhere to read: a screen's navigation
/// title or back-button setting (read by the navigation stack's title bar), an exit command
/// (read by Escape). Like SwiftUI's preferences, it changes nothing where it is.
package final class PreferenceNode<Modifier>: TransparentBehavior, ModifierNode,
  ModifierValueBehavior
{
  package var modifier: Modifier

  package func modifier<M>(_ type: M.Type) -> M? { modifier as? M }

  package init(_ modifier: Modifier) { self.modifier = modifier }

  /// Back-button settings are counted, so a title bar looks for one only while one exists.
  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    if isFirst, Modifier.self == BackButtonHiddenModifier.self {
      node.graph.presentations.titleBarSources += 1
    }
  }

  package func willUnmount(_ node: ViewNode) {
    if Modifier.self == BackButtonHiddenModifier.self {
      node.graph.presentations.titleBarSources -= 1
    }
  }
}

extension NavigationTitleModifier: PrimitiveNodeModifier {
  package typealias Node = PreferenceNode<Self>
}

extension BackButtonHiddenModifier: PrimitiveNodeModifier {
  package typealias Node = PreferenceNode<Self>
}

extension ExitCommandModifier: PrimitiveNodeModifier {
  package typealias Node = PreferenceNode<Self>
}

extension InteractiveDismissDisabledModifier: PrimitiveNodeModifier {
  package typealias Node = PreferenceNode<Self>
}

extension PreferenceWriterModifier: PrimitiveNodeModifier {
  package typealias Node = PreferenceNode<Self>
}
