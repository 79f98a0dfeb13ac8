import Decl
import DeclGraph

/// A `Spacer`: as long as it is offered along its stack's axis (at least its minimum), and
/// nothing across it. Outside a stack it fills what it is offered both ways.
package final class SpacerNode: LeafBehavior, SubviewTraitsBehavior {
  package var isSpacer: Bool { true }

  private var minLength: CGFloat?

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    guard let axis = node.layout.stackAxis else {
      return Size(width: max(0, proposal.width ?? 0), height: max(0, proposal.height ?? 0))
    }
    let minimum =
      minLength.map { max(0, node.environment.pointScale.cells($0, along: axis)) }
      ?? StackLayoutAlgorithm.defaultSpacing(axis)
    let major = max(minimum, proposal[axis] ?? minimum)
    return Size(axis: axis, major: major, minor: 0)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {}

  fileprivate func describe(_ spacer: Spacer) -> [ChildSpec] {
    minLength = spacer.minLength
    return []
  }
}

extension Spacer: PrimitiveNodeView {
  package func makeBehavior() -> SpacerNode { SpacerNode() }

  package func describe(to behavior: SpacerNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self)
  }
}
