import Decl

/// `navigationTitle`: the title the enclosing stack's title bar shows while this screen is on
/// top.
final class NavigationTitleNode: TransparentBehavior {
  private(set) var title: Text?

  func describe(_ modifier: NavigationTitleModifier, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    title = modifier.title
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }
}

extension NavigationTitleModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { NavigationTitleNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! NavigationTitleNode).describe(self, content: content, in: node)
  }
}
