import Foundation

/// Rows of cells whose columns line up: each column is as wide as its widest cell, and a view
/// outside a `GridRow` (a `Divider`) spans the grid.
///
/// ```swift
/// Grid(alignment: .leading) {
///   GridRow { Text("Name"); Text("Ada Lovelace") }
///   Divider()
///   GridRow { Text("Born").gridColumnAlignment(.trailing); Text("1815") }
/// }
/// ```
public struct Grid<Content: View>: View {
  /// The grid's layout, which `GridLayout` also gives user code.
  package let layout: GridLayout
  package let content: Content

  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    layout = GridLayout(
      alignment: alignment, horizontalSpacing: horizontalSpacing,
      verticalSpacing: verticalSpacing)
    self.content = content()
  }

  public typealias Body = Never
}
