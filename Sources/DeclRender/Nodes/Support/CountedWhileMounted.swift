import Decl
import DeclGraph

/// A behaviour the graph counts while its node is mounted, so that what looks for its kind (a
/// stack for alignment guides, a container for z-indices, a title bar for toolbars) can skip
/// the search while there is none.
@MainActor
package protocol CountedWhileMounted: NodeBehavior {
  /// The graph's count of this kind.
  static var count: ReferenceWritableKeyPath<GraphContext, Int> { get }
}

extension CountedWhileMounted {
  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    if isFirst { node.graph[keyPath: Self.count] += 1 }
  }

  package func willUnmount(_ node: ViewNode) {
    node.graph[keyPath: Self.count] -= 1
  }
}
