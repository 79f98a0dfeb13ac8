import Foundation

extension View {
  /// Makes this cell of a `GridRow` span `count` columns.
  ///
  /// ```swift
  /// GridRow { Text("Total").gridCellColumns(2); Text("42") }
  /// ```
  public func gridCellColumns(_ count: Int) -> some View {
    layoutValue(key: GridCellColumnsKey.self, value: count)
  }

  /// Aligns every cell of this cell's grid column horizontally with `guide`.
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    layoutValue(key: GridColumnAlignmentKey.self, value: guide)
  }

  /// Puts this cell at `anchor` of its space in the grid, whatever the alignments say.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
    layoutValue(key: GridCellAnchorKey.self, value: anchor)
  }

  /// Lets this cell take its space in the grid along `axes` without sizing the column or row
  /// (a colour or divider filling its cell).
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
  }
}
