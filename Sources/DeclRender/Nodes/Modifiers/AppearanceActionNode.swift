import Decl
import DeclGraph

/// `onAppear` and `onDisappear`: actions queued after the update that shows the view and after
/// the one that removes it (or a screen pushed over it covers it).
package final class AppearanceActionNode: TransparentBehavior, ModifierNode, CoverableBehavior {
  package var modifier: AppearanceActionModifier

  package init(_ modifier: AppearanceActionModifier) { self.modifier = modifier }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    if isFirst, let appear = modifier.appear { node.graph.updates.pendingActions.append(appear) }
  }

  package func willUnmount(_ node: ViewNode) {
    if let disappear = modifier.disappear { node.graph.updates.pendingActions.append(disappear) }
  }

  package func setCovered(_ covered: Bool, node: ViewNode) {
    if let action = covered ? modifier.disappear : modifier.appear {
      node.graph.updates.pendingActions.append(action)
    }
  }
}

extension AppearanceActionModifier: PrimitiveNodeModifier {
  package typealias Node = AppearanceActionNode
}
