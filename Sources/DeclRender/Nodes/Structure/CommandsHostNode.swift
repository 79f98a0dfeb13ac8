import Decl
import DeclGraph

/// A scene's root view with its commands' views: only the root view is on screen; the
/// commands' controls exist (so their keyboard shortcuts work) but are never laid out or drawn.
package final class CommandsHostNode: TransparentBehavior {
  func describe(_ host: CommandsHost, in node: ViewNode) -> [ChildSpec] {
    node.graph.scene.commands = node
    return [ChildSpec(.content, view: host.content, environment: node.environment)]
      + host.commands.enumerated().map {
        ChildSpec(.element($0.offset), view: $0.element, environment: node.environment)
      }
  }

  package func screenChildren(of node: ViewNode) -> [ViewNode] {
    node.children.filter { $0.key.role == .content }
  }
}

extension CommandsHost: PrimitiveNodeView {
  package func makeBehavior() -> CommandsHostNode { CommandsHostNode() }

  package func describe(to behavior: CommandsHostNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}
