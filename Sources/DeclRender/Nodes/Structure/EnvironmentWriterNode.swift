import Decl
import DeclGraph

/// A modifier that only changes the environment of the views inside (`environment(_:_:)`, and
/// every modifier made of one, such as `font` or `disabled`).
package final class EnvironmentWriterNode: TransparentBehavior, ModifierNode {
  package var modifier: EnvironmentWriter

  package init(_ modifier: EnvironmentWriter) { self.modifier = modifier }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    var inner = node.environment
    modifier.transform(&inner)
    return [ChildSpec(.content, view: content, environment: inner)]
  }
}

extension EnvironmentWriter: PrimitiveNodeModifier {
  package typealias Node = EnvironmentWriterNode
}
