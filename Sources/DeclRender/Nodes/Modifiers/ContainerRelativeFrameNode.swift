import Decl
import DeclGraph

/// `containerRelativeFrame`: a frame whose length along its axes comes from the nearest
/// container's (a scroll view, list or navigation stack, else the screen): its proposal
/// there, as laid out in this pass. The content is offered that length and aligned in it.
///
/// Its answers are cached per proposal like any view's, yet depend on the container's
/// length: after layout it checks the length it measured with and, when the container
/// changed (the screen was resized), is described and laid out again.
package final class ContainerRelativeFrameNode: ContentModifierBehavior, ModifierNode,
  LayoutObserverBehavior
{
  package var modifier: ContainerRelativeFrameModifier
  /// The container's lengths the last answers were computed with.
  private var measuredWith: Size?

  package init(_ modifier: ContainerRelativeFrameModifier) { self.modifier = modifier }

  /// The nearest container's length along each axis, in cells.
  private func containerSize(_ node: ViewNode) -> Size {
    var ancestor = node.parent
    while let current = ancestor {
      if current.behavior is any ScrollingBehavior || current.behavior is NavigationStackNode
        || current.parent == nil
      {
        let proposal = current.currentProposal ?? ProposedSize(current.frame.size)
        return proposal.replacingUnspecified(by: current.frame.size)
      }
      ancestor = current.parent
    }
    return .zero
  }

  /// The frame's length along each of its axes, in cells; nil along the others.
  private func lengths(_ node: ViewNode) -> (width: Int?, height: Int?) {
    let container = containerSize(node)
    measuredWith = container
    let scale = node.environment.pointScale
    func length(_ axis: Axis) -> Int? {
      guard modifier.axes.contains(axis == .horizontal ? .horizontal : .vertical) else {
        return nil
      }
      let points = modifier.length(scale.points(container[axis], along: axis), axis)
      return scale.frameCells(points, along: axis)
    }
    return (length(.horizontal), length(.vertical))
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let (width, height) = lengths(node)
    guard let content = node.content else { return Size(width: width ?? 0, height: height ?? 0) }
    return content.size(inFrameWidth: width, height: height, proposal: proposal)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    node.content?.placeAligned(
      in: rect, alignment: modifier.alignment, scale: node.environment.pointScale)
  }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    registerLayoutObserver(node, isFirst: isFirst)
  }

  func layoutDidFinish(_ node: ViewNode) {
    guard let measuredWith, measuredWith != containerSize(node) else { return }
    node.graph.markDirty(node)
  }
}

extension ContainerRelativeFrameModifier: PrimitiveNodeModifier {
  package typealias Node = ContainerRelativeFrameNode
}
