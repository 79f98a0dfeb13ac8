import Decl

/// `hidden()`: the content keeps its space, draws nothing and takes no focus.
final class HiddenNode: ContentModifierBehavior {
  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {}
}

extension HiddenModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { HiddenNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    [ChildSpec(.content, view: content, environment: node.environment)]
  }
}
