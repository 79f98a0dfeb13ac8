import Foundation

extension View {
  /// Pads the given edges; with no length, one cell.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(EdgeInsets(edges, length ?? 1))
  }

  /// Pads every edge by `length` cells.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Pads each edge by its own amount.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(
      PaddingModifier(
        top: max(0, insets.top.cells), leading: max(0, insets.leading.cells),
        bottom: max(0, insets.bottom.cells), trailing: max(0, insets.trailing.cells)))
  }
}

/// `padding`: space around the content, in cells.
package struct PaddingModifier: ViewModifier {
  package let top: Int
  package let leading: Int
  package let bottom: Int
  package let trailing: Int

  package init(top: Int, leading: Int, bottom: Int, trailing: Int) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  package typealias Body = Never
}
