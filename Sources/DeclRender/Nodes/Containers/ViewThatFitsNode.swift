import Decl
import DeclGraph

/// `ViewThatFits`: of its views, the first whose ideal size fits the proposal along its axes
/// (or the last) is sized, placed and drawn; the others are placed in no space, so they draw
/// nothing and take no focus.
package final class ViewThatFitsNode: AlternativesBehavior {
  private var axes: Axis.Set = [.horizontal, .vertical]
  /// The view shown, as last placed (the only one focus reaches).
  private(set) weak var shown: ViewNode?
  package var shownChild: ViewNode? { shown }

  package var isTransparent: Bool { false }

  func describe<Content: View>(_ view: ViewThatFits<Content>, in node: ViewNode) -> [ChildSpec] {
    axes = view.axes
    return [ChildSpec(.content, view: view.content, environment: node.environment)]
  }

  /// The view chosen for a proposal.
  private func choice(_ proposal: ProposedSize, node: ViewNode) -> ViewNode? {
    let candidates = node.layoutChildren
    let horizontal = axes.contains(.horizontal)
    let vertical = axes.contains(.vertical)
    let ideal = ProposedSize(
      width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    return candidates.first { candidate in
      let size = candidate.sizeThatFits(ideal)
      return (!horizontal || proposal.width.map { size.width <= $0 } ?? true)
        && (!vertical || proposal.height.map { size.height <= $0 } ?? true)
    } ?? candidates.last
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    choice(proposal, node: node)?.sizeThatFits(proposal) ?? .zero
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    let proposal = node.currentProposal ?? ProposedSize(rect.size)
    let chosen = choice(proposal, node: node)
    shown = chosen
    for candidate in node.layoutChildren where candidate !== chosen {
      candidate.place(in: Rect(origin: rect.origin, size: .zero), proposal: .init(.zero))
    }
    guard let chosen else { return }
    chosen.placeAligned(in: rect, alignment: .center, proposal: proposal)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    shown?.draw(into: &drawing, context: context)
  }
}

extension ViewThatFits: PrimitiveNodeView {
  package func makeBehavior() -> ViewThatFitsNode { ViewThatFitsNode() }

  package func describe(to behavior: ViewThatFitsNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}
