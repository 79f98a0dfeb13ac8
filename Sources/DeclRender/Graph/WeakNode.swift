/// A node held without keeping it alive: registries of the graph (focus order, presented
/// layers, observers) outlive the nodes they list.
struct WeakNode {
  weak var node: ViewNode?
}
