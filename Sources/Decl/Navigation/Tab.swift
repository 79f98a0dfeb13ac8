/// One tab of a `TabView` (the iOS 18 form): its content, its label in the tab bar and the
/// value the view's selection holds while it shows.
///
/// ```swift
/// TabView(selection: $tab) {
///   Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) {
///     ReceivedView()
///   }
///   .badge(2)
/// }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
  /// The value that selects the tab; nil for a tab without one.
  package let value: AnyHashable?
  package let content: Content
  package let label: Label

  package init(value: AnyHashable?, content: Content, label: Label) {
    self.value = value
    self.content = content
    self.label = label
  }

  /// A tab with a label view.
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: AnyHashable(value), content: content(), label: label())
  }

  public typealias Body = Never
}

extension Tab where Label == DefaultTabLabel {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: AnyHashable(value), content: content(),
      label: DefaultTabLabel(title: Text(titleKey), icon: systemImage))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: AnyHashable(value), content: content(),
      label: DefaultTabLabel(title: Text(title), icon: systemImage))
  }

  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: image, value: value, content: content)
  }

  /// A tab with a role; `.search` labels it "Search" with a magnifying glass.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) {
    self.init(titleKey, systemImage: systemImage, value: value, content: content)
  }

  /// A tab whose label comes from its role (`.search`: "Search").
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(
      value: AnyHashable(value), content: content(),
      label: DefaultTabLabel(title: Text("Search"), icon: "magnifyingglass"))
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab without a value (in a `TabView` without a selection).
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text(titleKey), icon: systemImage))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, content: content(), label: DefaultTabLabel(title: Text(title), icon: systemImage))
  }

  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
    self.init(titleKey, systemImage: image, content: content)
  }

  /// A tab whose label comes from its role (`.search`: "Search").
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(
      value: nil, content: content(),
      label: DefaultTabLabel(title: Text("Search"), icon: "magnifyingglass"))
  }
}

extension Tab where Value == Never {
  /// A tab without a value, with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, content: content(), label: label())
  }
}

extension Tab where Label == EmptyView {
  /// A tab with no label.
  public init(value: Value, @ViewBuilder content: () -> Content) {
    self.init(value: AnyHashable(value), content: content(), label: EmptyView())
  }
}

extension Tab where Value == Never, Label == EmptyView {
  /// A tab with no value and no label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(value: nil, content: content(), label: EmptyView())
  }
}

/// The label of a `Tab` made from a title and an image.
public struct DefaultTabLabel: View {
  private let title: Text
  private let icon: String

  package init(title: Text, icon: String) {
    self.title = title
    self.icon = icon
  }

  public var body: some View {
    Label(title: { title }, icon: { Image(systemName: icon) })
  }
}

/// What a tab is for; a search tab gets its label from it.
public struct TabRole: Hashable, Sendable {
  private let name: String
  public static let search = TabRole(name: "search")
}

/// Tabs grouped under a header, for a sidebar-adaptable tab view; the tab bar shows them as
/// tabs of their own and the header is not shown.
public struct TabSection<Header: View, Content: View, Footer: View>: View {
  private let content: Content

  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
    @ViewBuilder footer: () -> Footer
  ) {
    self.content = content()
  }

  public var body: some View { content }
}

extension TabSection where Header == Text, Footer == EmptyView {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
  }
}

extension TabSection where Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }
}
