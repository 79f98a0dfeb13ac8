import Decl
import DeclGraph

/// A `ScrollViewReader`: its content, made with a proxy whose `scrollTo` asks the graph to
/// scroll the view with an id inside into sight after the next layout.
package final class ScrollViewReaderNode: TransparentBehavior, ScrollProxyTarget {
  private weak var node: ViewNode?

  func describe<Content: View>(_ reader: ScrollViewReader<Content>, in node: ViewNode)
    -> [ChildSpec]
  {
    self.node = node
    let proxy = ScrollViewProxy(target: self)
    let content = node.evaluate { reader.content(proxy) }
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  package func scroll(to id: AnyHashable, anchor: UnitPoint?) {
    guard let node, node.status.isMounted else { return }
    node.graph.scene.scrolling.scroll(to: id, anchor: anchor, under: node)
  }
}

extension ScrollViewReader: PrimitiveNodeView {
  package func makeBehavior() -> ScrollViewReaderNode { ScrollViewReaderNode() }

  package func describe(to behavior: ScrollViewReaderNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}

extension ViewNode {
  /// The first scrolling container on this node's screen, this node included.
  var firstScrollContainer: ViewNode? {
    if scrollState != nil { return self }
    for child in screenChildren {
      if let found = child.firstScrollContainer { return found }
    }
    return nil
  }
}
