import Decl

/// Views shown as siblings in the enclosing container: a `ViewBuilder` block (`TupleView`), a
/// `Group`, `EmptyView`. Each child's identity is its position.
final class GroupNode: TransparentBehavior {}

extension GroupNode {
  fileprivate static func describe(_ views: [any View], in node: ViewNode) -> [ChildSpec] {
    views.enumerated().map {
      ChildSpec(.element($0), view: $1, environment: node.environment)
    }
  }
}

extension TupleView: PrimitiveNodeView {
  func makeBehavior() -> any NodeBehavior { GroupNode() }

  func describe(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    GroupNode.describe(children, in: node)
  }
}

extension Group: PrimitiveNodeView {
  func makeBehavior() -> any NodeBehavior { GroupNode() }

  func describe(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    GroupNode.describe([content], in: node)
  }
}

extension ViewList: PrimitiveNodeView {
  func makeBehavior() -> any NodeBehavior { GroupNode() }

  func describe(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    GroupNode.describe(views, in: node)
  }
}

extension EmptyView: PrimitiveNodeView {
  func makeBehavior() -> any NodeBehavior { GroupNode() }

  func describe(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] { [] }
}
