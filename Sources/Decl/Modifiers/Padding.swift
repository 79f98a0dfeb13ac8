import Foundation

extension View {
  /// Pads the given edges by `length` points; with no length, 16 points (two columns, one row).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    padding(EdgeInsets(edges, length ?? 16))
  }

  /// Pads every edge by `length` points.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Pads each edge by its own length in points.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingModifier(insets: insets, unit: nil))
  }

  /// Pads the given edges by whole cells, whatever the length unit: for Decl's own looks.
  package func padding(_ edges: Edge.Set, cells: Int) -> some View {
    modifier(PaddingModifier(insets: EdgeInsets(edges, CGFloat(cells)), unit: .cells))
  }
}

/// `padding`: space around the content.
package struct PaddingModifier: ViewModifier {
  package let insets: EdgeInsets
  /// The unit the insets are in; nil for the environment's.
  package let unit: LengthUnit?

  package typealias Body = Never
}
