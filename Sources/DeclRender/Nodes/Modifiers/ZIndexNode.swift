import Decl
import DeclGraph

/// `zIndex(_:)`: the order its view is drawn in among its siblings; a layout draws its
/// subviews by it (`ViewNode.drawByZIndex`). It changes no layout.
package final class ZIndexNode: ContentModifierBehavior, ModifierNode, CountedWhileMounted {
  package static let count = \GraphContext.layoutPass.zIndexSources
  package var modifier: ZIndexModifier

  package init(_ modifier: ZIndexModifier) { self.modifier = modifier }
}

extension ZIndexModifier: PrimitiveNodeModifier {
  package typealias Node = ZIndexNode
}

extension ViewNode {
  /// The z-index set on this subview: the outermost `zIndex` looking in through the
  /// modifiers it is made of; 0 unless set.
  var zIndex: Double {
    var node: ViewNode? = self
    while let current = node {
      if let index = current.behavior(ZIndexNode.self) { return index.modifier.value }
      node = current.children.count == 1 ? current.children[0] : nil
    }
    return 0
  }

  /// Draws this container's subviews lowest z-index first (in their order among equals), or
  /// its children in order when no subview sets one.
  func drawByZIndex(into drawing: inout FrameDrawing, context: DrawContext) {
    // While no view of the graph sets a z-index, children draw in order: no subview's
    // modifiers need a look.
    guard graph.layoutPass.zIndexSources > 0 else {
      drawChildren(into: &drawing, context: context)
      return
    }
    let units = layoutChildren
    // A loop, not `map` and `contains`: their main-actor closures check the executor per call.
    var indices: [Double] = []
    indices.reserveCapacity(units.count)
    var anyRaised = false
    for unit in units {
      let index = unit.zIndex
      indices.append(index)
      anyRaised = anyRaised || index != 0
    }
    guard anyRaised else {
      drawChildren(into: &drawing, context: context)
      return
    }
    let order = units.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }
    for index in order { units[index].draw(into: &drawing, context: context) }
  }
}
