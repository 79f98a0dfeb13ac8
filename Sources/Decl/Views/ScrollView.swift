/// A scrollable view: its content may be larger than the space it is given. The focused
/// control inside is always scrolled into view; the mouse wheel and Page Up/Page Down scroll.
///
/// ```swift
/// ScrollView { VStack { ForEach(rows) { Text($0.name) } } }
/// ```
public struct ScrollView<Content: View>: View {
  /// The directions it scrolls in.
  public var axes: Axis.Set
  /// Whether it draws its scroll bar.
  public var showsIndicators: Bool
  /// What it scrolls.
  public var content: Content

  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public typealias Body = Never
}
