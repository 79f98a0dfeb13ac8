import Decl

/// `navigationBarBackButtonHidden`: whether this screen's title bar shows a back button.
final class BackButtonHiddenNode: TransparentBehavior {
  private(set) var isHidden = false

  func describe(_ modifier: BackButtonHiddenModifier, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    isHidden = modifier.isHidden
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }
}

extension BackButtonHiddenModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { BackButtonHiddenNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! BackButtonHiddenNode).describe(self, content: content, in: node)
  }
}
