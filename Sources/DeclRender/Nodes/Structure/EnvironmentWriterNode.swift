import Decl

/// A modifier that only changes the environment of the views inside (`environment(_:_:)`, and
/// every modifier made of one, such as `font` or `disabled`).
final class EnvironmentWriterNode: TransparentBehavior, ModifierNode {
  var modifier: EnvironmentWriter

  init(_ modifier: EnvironmentWriter) { self.modifier = modifier }

  func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    var inner = node.environment
    modifier.transform(&inner)
    return [ChildSpec(.content, view: content, environment: inner)]
  }
}

extension EnvironmentWriter: PrimitiveNodeModifier {
  typealias Node = EnvironmentWriterNode
}
