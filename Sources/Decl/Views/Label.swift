/// A title with an icon, as in a list row or a button.
///
/// ```swift
/// Label("Delete", systemImage: "trash")
/// ```
public struct Label<Title: View, Icon: View>: View {
  private let title: Title
  private let icon: Icon
  @Environment(\.labelStyle) private var style

  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    let configuration = LabelStyleConfiguration(title: title, icon: icon)
    (style ?? .automatic).body(for: configuration, restoringOuterAt: \.labelStyle)
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label a style was given, drawn in the style the styling one was applied inside:
  /// `Label(configuration).foregroundStyle(.red)` in a custom `LabelStyle`.
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

extension Label where Title == Text, Icon == Image {
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }

  /// A label with an image of the asset catalog, by its generated symbol (`image: .logo`).
  public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
    self.init(title: { Text(titleKey) }, icon: { Image(resource) })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
    self.init(title: { Text(title) }, icon: { Image(resource) })
  }
}
