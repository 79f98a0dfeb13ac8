import Decl

/// A `ScrollView`: its content is offered no size along the axes it scrolls, laid out in a
/// column, and shown through the view's frame at the scroll offset. Like SwiftUI's, it takes
/// the space it is offered.
final class ScrollViewNode: ScrollingBehavior {
  let scroll = ScrollState()
  private var axes: Axis.Set = .vertical
  private var showsIndicators = true

  var isTransparent: Bool { false }

  func describe<Content: View>(_ view: ScrollView<Content>, in node: ViewNode) -> [ChildSpec] {
    axes = view.axes
    showsIndicators = view.showsIndicators
    return [ChildSpec(.content, view: view.content, environment: node.environment)]
  }

  /// What the content is offered: unspecified along the axes it scrolls.
  private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  /// The content's size for a proposal, laid out as a column. (Not remembered per proposal:
  /// the content is placed at its own size, which is what it is divided for.)
  private func contentSize(_ proposal: ProposedSize, node: ViewNode) -> Size {
    for unit in node.layoutChildren { unit.layout.stackAxis = .vertical }
    return StackLayoutAlgorithm.implicit.sizeThatFits(
      node.subviews, contentProposal(proposal), cache: StackLayoutCache())
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let content = contentSize(proposal, node: node)
    return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  func place(_ node: ViewNode, in rect: Rect) {
    let content = contentSize(ProposedSize(rect.size), node: node)
    scroll.contentSize = content
    scroll.viewport = rect.size
    scroll.clamp()
    let bounds = Rect(
      x: rect.minX - scroll.offset.x, y: rect.minY - scroll.offset.y, width: content.width,
      height: content.height)
    StackLayoutAlgorithm.implicit.place(
      node.subviews, in: bounds, proposal: ProposedSize(bounds.size), cache: StackLayoutCache())
  }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    drawScrolling(node, into: &drawing, context: context, showsIndicator: showsIndicators)
  }
}

extension ScrollView: PrimitiveNodeView {
  func makeBehavior() -> any NodeBehavior { ScrollViewNode() }

  func describe(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    (behavior as! ScrollViewNode).describe(self, in: node)
  }
}
