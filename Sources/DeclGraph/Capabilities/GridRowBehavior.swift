import Decl

/// A `GridRow`: the grid laying it out asks for its cells (`LayoutSubviewProxy.gridRow`).
@MainActor
package protocol GridRowBehavior: NodeBehavior {
  /// The row's cells, for the grid laying out `node`.
  func gridRow(node: ViewNode) -> GridRowSubviews
}

extension ViewNode {
  /// The cells of this `GridRow`, for the grid laying it out; nil for any other view.
  package var gridRow: GridRowSubviews? { (behavior as? any GridRowBehavior)?.gridRow(node: self) }
}
