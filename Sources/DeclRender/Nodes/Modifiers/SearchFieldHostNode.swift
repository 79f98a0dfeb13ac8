import Decl
import DeclGraph

/// Shows a `searchable` view's field. A navigation stack inside (through modifiers and
/// views with a body, before any container) claims it and shows it under the title bar of its
/// root screen; otherwise the field is the first row of this node, which fills the space it is
/// offered (as a navigation stack does), and the content is centred in the rest.
package final class SearchFieldHostNode: NodeBehavior, ModifierNode {
  package var modifier: SearchFieldHostModifier
  /// What the content's navigation stack reads to claim the field.
  let request = SearchFieldRequest()

  package init(_ modifier: SearchFieldHostModifier) { self.modifier = modifier }

  package var isTransparent: Bool { false }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    request.host = node
    request.field = modifier.field
    request.environment = node.environment
    var inner = node.environment
    inner.searchFieldRequest = request
    var specs = [ChildSpec(.content, view: content, environment: inner)]
    if !request.isClaimed {
      specs.append(ChildSpec(.header, view: modifier.field, environment: node.environment))
    }
    return specs
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    guard let field = node.child(.header) else {
      return node.content?.sizeThatFits(proposal) ?? .zero
    }
    let fieldHeight = field.sizeThatFits(ProposedSize(width: proposal.width, height: nil)).height
    let inner = ProposedSize(
      width: proposal.width, height: proposal.height.map { max(0, $0 - fieldHeight) })
    let content = node.content?.sizeThatFits(inner) ?? .zero
    return Size(
      width: proposal.width ?? content.width,
      height: proposal.height ?? fieldHeight + content.height)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    guard let field = node.child(.header) else {
      node.content?.place(in: rect, proposal: node.currentProposal)
      return
    }
    let fieldProposal = ProposedSize(width: rect.width, height: nil)
    let fieldHeight = min(rect.height, field.sizeThatFits(fieldProposal).height)
    field.place(
      in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: fieldHeight),
      proposal: fieldProposal)
    let area = Rect(
      x: rect.minX, y: rect.minY + fieldHeight, width: rect.width,
      height: rect.height - fieldHeight)
    guard let content = node.content else { return }
    let size = content.sizeThatFits(ProposedSize(area.size))
    let fitted = Size(width: min(size.width, area.width), height: min(size.height, area.height))
    content.place(
      in: Rect(origin: alignedOrigin(of: fitted, in: area, alignment: .center), size: fitted),
      proposal: ProposedSize(area.size))
  }

  package func willUnmount(_ node: ViewNode) {
    request.host = nil
  }
}

extension SearchFieldHostModifier: PrimitiveNodeModifier {
  package typealias Node = SearchFieldHostNode
}
