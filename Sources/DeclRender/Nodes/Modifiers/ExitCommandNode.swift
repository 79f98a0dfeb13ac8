import Decl

/// `onExitCommand`: what Escape does when nothing inside used it.
final class ExitCommandNode: TransparentBehavior {
  private(set) var action: (@MainActor () -> Void)?

  func describe(_ modifier: ExitCommandModifier, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    action = modifier.action
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }
}

extension ExitCommandModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { ExitCommandNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! ExitCommandNode).describe(self, content: content, in: node)
  }
}
