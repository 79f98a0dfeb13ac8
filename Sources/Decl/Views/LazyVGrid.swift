import Foundation

/// A grid that fills rows of `columns`, growing downward; in a `ScrollView`, only the rows in
/// view exist. Section headers and footers span the grid.
///
/// ```swift
/// ScrollView {
///   LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///     ForEach(emoji, id: \.self) { Text($0) }
///   }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
  package let columns: [GridItem]
  package let alignment: HorizontalAlignment
  package let spacing: CGFloat?
  package let pinnedViews: PinnedScrollableViews
  package let content: Content

  /// A grid of `columns`; `spacing` is the points between rows (nil for none).
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public typealias Body = Never
}
