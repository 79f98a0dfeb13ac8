import Decl

/// A view with a `body`: its one child is the body, evaluated with the view's dynamic
/// properties installed from the node.
package final class CompositeNode: TransparentBehavior {
  package func describe(_ node: ViewNode) -> [ChildSpec] {
    [ChildSpec(.content, view: node.evaluateBody(of: node.view), environment: node.environment)]
  }
}
