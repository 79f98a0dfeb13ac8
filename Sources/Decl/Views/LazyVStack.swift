import Foundation

/// A column whose views exist only while in view of their `ScrollView`. Unlike `VStack`, it
/// takes the whole width it is offered; sections can pin their headers.
///
/// ```swift
/// ScrollView {
///   LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
///     ForEach(groups) { group in Section(group.name) { ForEach(group.items) { Text($0.name) } } }
///   }
/// }
/// ```
public struct LazyVStack<Content: View>: View {
  package let alignment: HorizontalAlignment
  package let spacing: CGFloat?
  package let pinnedViews: PinnedScrollableViews
  package let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinnedViews = pinnedViews
    self.content = content()
  }

  public typealias Body = Never
}
