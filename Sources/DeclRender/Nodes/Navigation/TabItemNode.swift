import Decl

/// `tabItem`: the content, and the label (`.header`) its tab view's bar reads the text of. The
/// label is never laid out or drawn where it is.
final class TabItemNode: TransparentBehavior, ModifierNode {
  var modifier: TabItemModifier

  init(_ modifier: TabItemModifier) { self.modifier = modifier }

  func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(.header, view: AnyView(modifier.label), environment: node.environment),
    ]
  }

  /// The content's screen: the label belongs to the tab bar.
  func screenChildren(of node: ViewNode) -> [ViewNode] {
    node.children.filter { $0.key.role == .content }
  }
}

extension TabItemModifier: PrimitiveNodeModifier {
  typealias Node = TabItemNode
}
