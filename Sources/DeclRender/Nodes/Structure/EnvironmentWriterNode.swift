import Decl

/// A modifier that only changes the environment of the views inside (`environment(_:_:)`, and
/// every modifier made of one, such as `font` or `disabled`).
final class EnvironmentWriterNode: TransparentBehavior {}

extension EnvironmentWriter: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { EnvironmentWriterNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    var inner = node.environment
    transform(&inner)
    return [ChildSpec(.content, view: content, environment: inner)]
  }
}
