import Decl

/// A `Section`: its header (upper-cased in a list or menu unless a text case is set), rows and
/// footer, in order, with a blank row around it in its list. In a lazy stack or grid, the
/// container places its parts. A collapsible section (`Section(isExpanded:)`) has a disclosure
/// label for a header and shows its rows only while expanded.
final class SectionNode: NodeBehavior {
  var isTransparent: Bool { false }

  func describe<Parent: View, Content: View, Footer: View>(
    _ section: Section<Parent, Content, Footer>, in node: ViewNode
  ) -> [ChildSpec] {
    // Read as the node's own dependency, so expanding or collapsing describes it again.
    let isExpanded = node.track { section.isExpanded?.wrappedValue ?? true }
    var specs =
      isExpanded ? [ChildSpec(.content, view: section.content, environment: node.environment)] : []
    var headerEnvironment = node.environment
    // A list's and a menu's section headers are upper-cased; a lazy stack's or grid's are not.
    if node.environment.isInList || node.environment.isInMenu {
      headerEnvironment.textCase = node.environment.textCase ?? .uppercase
    }
    if let binding = section.isExpanded {
      let label = DisclosureLabel(isExpanded: binding, label: section.header)
      specs.append(ChildSpec(.header, view: label, environment: headerEnvironment))
    } else if !(section.header is EmptyView) {
      specs.append(ChildSpec(.header, view: section.header, environment: headerEnvironment))
    }
    if !(section.footer is EmptyView) {
      specs.append(ChildSpec(.footer, view: section.footer, environment: node.environment))
    }
    return specs
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    ListLayout(rows: rows(of: node)).size(width: proposal.width)
  }

  func place(_ node: ViewNode, in rect: Rect) {
    ListLayout(rows: rows(of: node)).place(in: rect)
  }

  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawChildren(into: &drawing, context: context)
  }

  /// The header, rows and footer, in order.
  private func rows(of node: ViewNode) -> LayoutSubviews {
    var rows: [ViewNode] = []
    if let header = node.child(.header) { rows.append(header) }
    if let content = node.content {
      rows += content.behavior.isTransparent ? content.layoutChildren : [content]
    }
    if let footer = node.child(.footer) { rows.append(footer) }
    let scale = node.environment.pointScale
    return LayoutSubviews(rows.map { LayoutSubview($0, scale: scale) }, scale: scale)
  }
}

extension Section: PrimitiveNodeView {
  func makeBehavior() -> any NodeBehavior { SectionNode() }

  func describe(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    (behavior as! SectionNode).describe(self, in: node)
  }
}
