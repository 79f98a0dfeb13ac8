/// Whether separators show above and below a row or section, and in which colour.
package struct ListSeparators: Hashable, Sendable {
  package var top = Visibility.automatic
  package var bottom = Visibility.automatic
  package var topTint: Color?
  package var bottomTint: Color?
  package init() {}

  mutating func set(_ visibility: Visibility, edges: VerticalEdge.Set) {
    if edges.contains(.top) { top = visibility }
    if edges.contains(.bottom) { bottom = visibility }
  }

  mutating func tint(_ color: Color?, edges: VerticalEdge.Set) {
    if edges.contains(.top) { topTint = color }
    if edges.contains(.bottom) { bottomTint = color }
  }
}
