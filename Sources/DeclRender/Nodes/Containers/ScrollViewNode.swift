import Decl
import DeclGraph

/// A `ScrollView`: its content is offered no size along the axes it scrolls, laid out in a
/// column, and shown through the view's frame at the scroll offset. Like SwiftUI's, it takes
/// the space it is offered, except that a horizontal one is as tall as its content (and its
/// scroll bar's row), even where it is offered less.
package final class ScrollViewNode: ScrollingBehavior {
  package let scroll = ScrollState()
  private(set) var axes: Axis.Set = .vertical
  private var showsIndicators = true

  package var isTransparent: Bool { false }

  func describe<Content: View>(_ view: ScrollView<Content>, in node: ViewNode) -> [ChildSpec] {
    axes = view.axes
    scroll.axes = view.axes
    let visibility =
      view.axes.contains(.vertical)
      ? node.environment.verticalScrollIndicatorVisibility
      : node.environment.horizontalScrollIndicatorVisibility
    showsIndicators = view.showsIndicators && visibility.isVisible
    scroll.targetBehavior = node.environment.scrollTargetBehavior
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

  /// The content's size for the view's proposal, and the rows kept for a scroll bar: a
  /// horizontal scroll view whose content is wider than it shows its bar in a row of its own,
  /// under the content, rather than over a row of it.
  private func layout(_ proposal: ProposedSize, node: ViewNode) -> (content: Size, barRows: Int) {
    var proposal = proposal
    if axes == .horizontal, let height = proposal.height {
      // Offered less height than its content's ideal, the content keeps its ideal height.
      let ideal = contentSize(ProposedSize(width: proposal.width, height: nil), node: node)
      proposal.height = max(height, ideal.height)
    }
    let content = contentSize(proposal, node: node)
    guard axes == .horizontal, showsIndicators, let width = proposal.width, content.width > width
    else { return (content, 0) }
    guard let height = proposal.height else { return (content, 1) }
    var shorter = proposal
    shorter.height = max(0, height - 1)
    return (contentSize(shorter, node: node), 1)
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let (content, barRows) = layout(proposal, node: node)
    // A horizontal scroll view is as tall as its content, as in SwiftUI, even when offered
    // less (an hourly forecast row in a screen too short for it still shows); otherwise it
    // takes the space it is offered.
    if axes == .horizontal {
      return Size(width: proposal.width ?? content.width, height: content.height + barRows)
    }
    return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    let (content, barRows) = layout(ProposedSize(rect.size), node: node)
    scroll.contentSize = content
    scroll.viewport = Size(width: rect.width, height: max(0, rect.height - barRows))
    scroll.clamp()
    let bounds = Rect(
      x: rect.minX - scroll.offset.x, y: rect.minY - scroll.offset.y, width: content.width,
      height: content.height)
    StackLayoutAlgorithm.implicit.place(
      node.subviews, in: bounds, proposal: ProposedSize(bounds.size), cache: StackLayoutCache())
    if scroll.targetBehavior != nil { scroll.alignedEdges = alignedEdges(node, bounds: bounds) }
  }

  /// Where the content's views start along the scroll axis, from the content's start: the
  /// views of the first container inside (the scroll target layout, in practice).
  private func alignedEdges(_ node: ViewNode, bounds: Rect) -> [Int] {
    var layout = node
    while layout.children.count == 1 { layout = layout.children[0] }
    let vertical = axes.contains(.vertical)
    return layout.children.map {
      vertical ? $0.frame.minY - bounds.minY : $0.frame.minX - bounds.minX
    }
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    drawScrolling(node, into: &drawing, context: context, showsIndicator: showsIndicators)
  }
}

extension ScrollView: PrimitiveNodeView {
  package func makeBehavior() -> ScrollViewNode { ScrollViewNode() }

  package func describe(to behavior: ScrollViewNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}
