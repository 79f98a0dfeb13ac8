import Decl
import DeclGraph

/// One of several alternatives: the branch of an `if`/`else` or `switch`, or an optional view.
/// A different branch is a different child, with its own state.
package final class BranchNode: TransparentBehavior {}

extension _ConditionalContent: AnyPrimitiveNodeView where TrueContent: View, FalseContent: View {}

extension _ConditionalContent: PrimitiveNodeView where TrueContent: View, FalseContent: View {
  package func makeBehavior() -> BranchNode { BranchNode() }

  package func describe(to behavior: BranchNode, in node: ViewNode) -> [ChildSpec] {
    let (index, content) = branch
    return [ChildSpec(.element(index), view: content, environment: node.environment)]
  }
}

extension Optional: AnyPrimitiveNodeView, PrimitiveNodeView where Wrapped: View {
  package func makeBehavior() -> BranchNode { BranchNode() }

  package func describe(to behavior: BranchNode, in node: ViewNode) -> [ChildSpec] {
    map { [ChildSpec(.element(0), view: $0, environment: node.environment)] } ?? []
  }
}
