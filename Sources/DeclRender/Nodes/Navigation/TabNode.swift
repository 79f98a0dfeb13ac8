import Decl
import DeclGraph

/// A `Tab` of a tab view: its content, laid out as one view (a column when it is several), and
/// its label (`.header`), which the tab bar reads the text of.
package final class TabNode: NodeBehavior {
  /// The value that selects the tab, if it has one.
  private(set) var value: AnyHashable?

  package var isTransparent: Bool { false }

  func describe(value: AnyHashable?, content: any View, label: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    self.value = value
    return [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(.header, view: AnyView(label), environment: node.environment),
    ]
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.implicitColumnSize(proposal)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    node.placeImplicitColumn(in: rect)
  }

  /// The content's screen: the label belongs to the tab bar.
  package func screenChildren(of node: ViewNode) -> [ViewNode] {
    node.children.filter { $0.key.role == .content }
  }
}

extension Tab: PrimitiveNodeView {
  package func makeBehavior() -> TabNode { TabNode() }

  package func describe(to behavior: TabNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(value: value, content: content, label: label, in: node)
  }
}
