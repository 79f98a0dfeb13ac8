import Decl
import DeclGraph

/// A `Section`: its header, rows and footer, in order, with a blank row around it in its list.
/// In a list of a grouped style (and in a menu) the header is upper-cased unless a text case is
/// set (and secondary text in a list); in the plain and sidebar styles, or with `headerProminence(.increased)`, it keeps its
/// case and is bold. In a lazy stack or grid, the container places its parts. A collapsible
/// section (`Section(isExpanded:)`) has a disclosure label for a header and shows its rows only
/// while expanded.
package final class SectionNode: ListSectionBehavior {
  package var isTransparent: Bool { false }

  func describe<Parent: View, Content: View, Footer: View>(
    _ section: Section<Parent, Content, Footer>, in node: ViewNode
  ) -> [ChildSpec] {
    // Read as the node's own dependency, so expanding or collapsing describes it again.
    let isExpanded = node.track { section.isExpanded?.wrappedValue ?? true }
    var specs =
      isExpanded ? [ChildSpec(.content, view: section.content, environment: node.environment)] : []
    var headerEnvironment = node.environment
    // Lazy stacks' and grids' section headers keep their case.
    if node.environment.isInList {
      if node.environment.listStyle.isGrouped && node.environment.headerProminence == .standard {
        // iOS: a small upper-case header in the secondary colour above the section.
        headerEnvironment.textCase = node.environment.textCase ?? .uppercase
        if headerEnvironment.foregroundStyle == nil {
          headerEnvironment.foregroundStyle = HierarchicalShapeStyle.secondary._erased
        }
      } else {
        headerEnvironment.textAttributes.bold = headerEnvironment.textAttributes.bold ?? true
      }
    } else if node.environment.isInMenu {
      headerEnvironment.textCase = node.environment.textCase ?? .uppercase
    }
    if let binding = section.isExpanded {
      let label = DisclosureLabel(isExpanded: binding, label: section.header)
      specs.append(ChildSpec(.header, view: label, environment: headerEnvironment))
    } else if !(section.header is EmptyView) {
      specs.append(ChildSpec(.header, view: section.header, environment: headerEnvironment))
    }
    if !(section.footer is EmptyView) {
      // A list's section footer is secondary text, as in SwiftUI (unless a style is set).
      var footerEnvironment = node.environment
      if node.environment.isInList && footerEnvironment.foregroundStyle == nil {
        footerEnvironment.foregroundStyle = HierarchicalShapeStyle.secondary._erased
      }
      specs.append(ChildSpec(.footer, view: section.footer, environment: footerEnvironment))
    }
    return specs
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    layout(of: node).size(width: proposal.width)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    layout(of: node).place(in: rect)
  }

  /// Draws the rows' backgrounds, the rows, then their separators and badges.
  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let layout = layout(of: node)
    let frame = context.translated(node.frame)
    layout.drawBackgrounds(in: frame, into: &drawing, context: context)
    node.drawChildren(into: &drawing, context: context)
    layout.drawDecorations(in: frame, into: &drawing, context: context)
  }

  /// The header, rows and footer, in order, inset as the list's rows are (not at all outside
  /// a list).
  private func layout(of node: ViewNode) -> ListLayout {
    var rows: [ViewNode] = []
    if let header = node.child(.header) { rows.append(header) }
    if let content = node.content {
      rows += content.behavior.isTransparent ? content.layoutChildren : [content]
    }
    if let footer = node.child(.footer) { rows.append(footer) }
    let metrics =
      node.environment.isInList ? ListMetrics(environment: node.environment) : .bare
    return ListLayout(rows: rows, metrics: metrics)
  }
}

extension Section: PrimitiveNodeView {
  package func makeBehavior() -> SectionNode { SectionNode() }

  package func describe(to behavior: SectionNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}
