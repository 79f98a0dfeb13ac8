import Decl

/// A `GridRow`: in a grid, a row whose cells the grid's layout places in its columns (it asks
/// for them through `ViewNode.gridRow`); anywhere else, its views in a row, as an `HStack`.
final class GridRowNode: NodeBehavior {
  private(set) var alignment: VerticalAlignment?
  /// The layout pass in which a grid last asked for this row's cells: a row placed in that
  /// pass is placed by its grid, which places the cells itself.
  fileprivate var gridPass = -1

  var isTransparent: Bool { false }

  func describe<Content: View>(_ row: GridRow<Content>, in node: ViewNode) -> [ChildSpec] {
    alignment = row.alignment
    return [ChildSpec(.content, view: row.content, environment: node.environment)]
  }

  /// Outside a grid, the row's views sit in a row.
  private var standalone: HStackLayout { HStackLayout(alignment: alignment ?? .center) }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    node.size(of: standalone, proposal)
  }

  func place(_ node: ViewNode, in rect: Rect) {
    guard gridPass != node.graph.layoutPass.layoutGeneration else { return }
    node.place(with: standalone, in: rect)
  }
}

extension GridRow: PrimitiveNodeView {
  func makeBehavior() -> GridRowNode { GridRowNode() }

  func describe(to behavior: GridRowNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}

extension ViewNode {
  /// The cells of this `GridRow`, for the grid laying it out; nil for any other view. Cells
  /// run along the row, so a divider among them stands upright.
  var gridRow: GridRowSubviews? {
    guard let row = behavior(GridRowNode.self) else { return nil }
    row.gridPass = graph.layoutPass.layoutGeneration
    for cell in layoutChildren { cell.layout.stackAxis = .horizontal }
    return GridRowSubviews(cells: subviews, alignment: row.alignment)
  }
}
