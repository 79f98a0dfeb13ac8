/// A node held without keeping it alive: registries of the graph (focus order, presented
/// layers, observers) outlive the nodes they list.
package struct WeakNode {
  package weak var node: ViewNode?

  package init(node: ViewNode?) { self.node = node }
}
