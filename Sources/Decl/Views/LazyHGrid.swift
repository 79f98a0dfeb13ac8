import Foundation

/// A grid that fills columns of `rows`, growing to the right; in a horizontal `ScrollView`,
/// only the columns in view exist.
///
/// ```swift
/// ScrollView(.horizontal) {
///   LazyHGrid(rows: [GridItem(), GridItem()]) { ForEach(0..<20) { Text("\($0)") } }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
  package let rows: [GridItem]
  package let alignment: VerticalAlignment
  package let spacing: CGFloat?
  package let pinnedViews: PinnedScrollableViews
  package let content: Content

  /// A grid of `rows`; `spacing` is the points between columns (nil for one column).
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public typealias Body = Never
}
