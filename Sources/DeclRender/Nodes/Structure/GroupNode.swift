import Decl
import DeclGraph

/// Views shown as siblings in the enclosing container: a `ViewBuilder` block (`TupleView`), a
/// `Group`, `EmptyView`. Each child's identity is its position.
final class GroupNode: TransparentBehavior {}

/// A view that shows several views as siblings.
@MainActor
protocol SiblingViews: PrimitiveNodeView {
  var siblings: [any View] { get }
}

extension SiblingViews {
  package func makeBehavior() -> GroupNode { GroupNode() }

  package func describe(to behavior: GroupNode, in node: ViewNode) -> [ChildSpec] {
    siblings.enumerated().map {
      ChildSpec(.element($0), view: $1, environment: node.environment)
    }
  }
}

extension TupleView: SiblingViews {
  var siblings: [any View] { children }
}

/// Views written one after another as columns (`NavigationView { List …; Text(…) }`): a
/// `ViewBuilder` block.
@MainActor
protocol ColumnViews {
  var columns: [any View] { get }
}

extension TupleView: ColumnViews {
  var columns: [any View] { children }
}

extension Group: SiblingViews {
  var siblings: [any View] { [content] }
}

extension ViewList: SiblingViews {
  var siblings: [any View] { views }
}

extension EmptyView: SiblingViews {
  var siblings: [any View] { [] }
}
