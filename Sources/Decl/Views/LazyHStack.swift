import Foundation

/// A row whose views exist only while in view of their horizontal `ScrollView`. Unlike
/// `HStack`, it takes the whole height it is offered.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack { ForEach(photos) { PhotoView($0) } } }
/// ```
public struct LazyHStack<Content: View>: View {
  package let alignment: VerticalAlignment
  package let spacing: CGFloat?
  package let pinnedViews: PinnedScrollableViews
  package let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public typealias Body = Never
}
