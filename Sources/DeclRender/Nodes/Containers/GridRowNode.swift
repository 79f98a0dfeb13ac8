import Decl
import DeclGraph

/// A `GridRow`: in a grid, a row whose cells the grid's layout places in its columns (it asks
/// for them through `ViewNode.gridRow`); anywhere else, its views in a row, as an `HStack`.
package final class GridRowNode: NodeBehavior {
  private(set) var alignment: VerticalAlignment?
  /// The layout pass in which a grid last asked for this row's cells: a row placed in that
  /// pass is placed by its grid, which places the cells itself.
  fileprivate var gridPass = -1

  package var isTransparent: Bool { false }

  func describe<Content: View>(_ row: GridRow<Content>, in node: ViewNode) -> [ChildSpec] {
    alignment = row.alignment
    return [ChildSpec(.content, view: row.content, environment: node.environment)]
  }

  /// Outside a grid, the row's views sit in a row.
  private var standalone: HStackLayout { HStackLayout(alignment: alignment ?? .center) }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.size(of: standalone, proposal)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    guard gridPass != node.graph.layoutPass.layoutGeneration else { return }
    node.place(with: standalone, in: rect)
  }
}

extension GridRow: PrimitiveNodeView {
  package func makeBehavior() -> GridRowNode { GridRowNode() }

  package func describe(to behavior: GridRowNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}

extension GridRowNode: GridRowBehavior {
  /// The row's cells; they run along the row, so a divider among them stands upright.
  package func gridRow(node: ViewNode) -> GridRowSubviews {
    gridPass = node.graph.layoutPass.layoutGeneration
    for cell in node.layoutChildren { cell.layout.stackAxis = .horizontal }
    return GridRowSubviews(cells: node.subviews, alignment: alignment)
  }
}
