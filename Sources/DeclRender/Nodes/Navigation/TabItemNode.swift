import Decl
import DeclGraph

/// `tabItem`: the content, and the label (`.header`) its tab view's bar reads the text of. The
/// label is never laid out or drawn where it is.
package final class TabItemNode: TransparentBehavior, ModifierNode {
  package var modifier: TabItemModifier

  package init(_ modifier: TabItemModifier) { self.modifier = modifier }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(.header, view: AnyView(modifier.label), environment: node.environment),
    ]
  }

  /// The content's screen: the label belongs to the tab bar.
  package func screenChildren(of node: ViewNode) -> [ViewNode] {
    node.children.filter { $0.key.role == .content }
  }
}

extension TabItemModifier: PrimitiveNodeModifier {
  package typealias Node = TabItemNode
}
