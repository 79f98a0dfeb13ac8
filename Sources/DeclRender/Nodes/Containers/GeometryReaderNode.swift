import Decl
import DeclGraph

/// `GeometryReader`: takes all the space it is offered (10 × 10 points where a dimension is
/// unspecified, as in SwiftUI) and builds its content from its frame once it is placed, with
/// the node as the reader of what the content closure reads. When the reader's size changes
/// (or its position, when the content read it), the content is built again and laid out in
/// another pass before the frame is drawn; the reader's own size never depends on it.
package final class GeometryReaderNode: NodeBehavior {
  /// The frame the content was last built for, and whether building it read the position.
  private var builtFrame: Rect?
  private var readsPosition = false
  /// The frame the reader was last placed in.
  private var placedFrame: Rect?

  package var isTransparent: Bool { false }

  /// Builds the content for the frame the reader was last placed in; none before it is placed.
  func describe<Content: View>(_ reader: GeometryReader<Content>, in node: ViewNode)
    -> [ChildSpec]
  {
    guard let frame = placedFrame else { return [] }
    let reads = GeometryReads()
    let proxy = node.geometryProxy(frame: frame, reads: reads)
    let content = node.evaluate { reader.content(proxy) }
    builtFrame = frame
    readsPosition = reads.position
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let unspecified = node.environment.pointScale.cells(CGSize(width: 10, height: 10))
    return proposal.replacingUnspecified(by: unspecified)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    placedFrame = rect
    // Built for another frame: built again before the frame is drawn, and laid out in another
    // pass (describing it here, in the middle of its ancestors' placing, would leave their
    // caches inconsistent).
    if builtFrame?.size != rect.size || (readsPosition && builtFrame?.origin != rect.origin) {
      node.graph.markDirty(node)
    }
    // Several views inside sit on top of each other at the top leading corner.
    var cache: Void = ()
    ZStackLayout(alignment: .topLeading).placeSubviews(
      cells: rect, proposal: ProposedSize(rect.size), subviews: node.subviews, cache: &cache)
  }
}

extension GeometryReader: PrimitiveNodeView {
  package func makeBehavior() -> GeometryReaderNode { GeometryReaderNode() }

  package func describe(to behavior: GeometryReaderNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}

extension CoordinateSpaceModifier: PrimitiveNodeModifier {
  package typealias Node = PreferenceNode<Self>
}

extension ViewNode {
  /// The geometry of this node placed in `frame`, in points, with the named coordinate spaces
  /// around it (`coordinateSpace(_:)`, and the nearest scroll view's) as they are placed now.
  func geometryProxy(frame: Rect, reads: GeometryReads?) -> GeometryProxy {
    let scale = environment.pointScale
    var spaces: [(name: AnyHashable, frame: CGRect)] = []
    var foundScrollView = false
    var ancestor = parent
    while let current = ancestor {
      if let space = current.behavior(PreferenceNode<CoordinateSpaceModifier>.self),
        case .named(let name) = space.modifier.name
      {
        spaces.append((name, scale.points(current.coveredFrame ?? current.frame)))
      }
      if !foundScrollView, current.behavior is ScrollViewNode {
        spaces.append((NamedCoordinateSpace.scrollViewName, scale.points(current.frame)))
        foundScrollView = true
      }
      ancestor = current.parent
    }
    return GeometryProxy(globalFrame: scale.points(frame), namedSpaces: spaces, reads: reads)
  }
}
