import Decl
import DeclGraph

/// A `Table`: its header row over a list of its rows (`TableContent`), which fills the space
/// it is offered as a `List` does. The table's content is erased here, once per update: its
/// visible columns and a way to list its rows.
package final class TableNode: NodeBehavior {
  package var isTransparent: Bool { false }

  func describe<Value, Rows, Columns>(_ table: Table<Value, Rows, Columns>, in node: ViewNode)
    -> [ChildSpec]
  {
    let rows = table.rows
    let content = TableContent(
      columns: table.visibleColumns, rows: { rows.tableRowSpecs(in: $0) },
      selection: table.selection, sortOrder: table.sortOrder)
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.layoutChildren.first?.sizeThatFits(proposal) ?? .zero
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    node.layoutChildren.first?.place(in: rect, proposal: ProposedSize(rect.size))
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawChildren(into: &drawing, context: context)
  }
}

extension Table: PrimitiveNodeView {
  package func makeBehavior() -> TableNode { TableNode() }

  /// Listing the visible columns reads the column customization binding: the node is its
  /// reader, so hiding a column describes the table again.
  package func describe(to behavior: TableNode, in node: ViewNode) -> [ChildSpec] {
    node.track { behavior.describe(self, in: node) }
  }
}
