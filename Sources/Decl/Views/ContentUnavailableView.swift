/// What a view shows when it has nothing to show: an icon over a bold title, a grey
/// description, and actions, centred in the space it is offered.
///
/// ```swift
/// if results.isEmpty {
///   ContentUnavailableView.search(text: query)
/// }
/// ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  private let label: Label
  private let description: Description
  private let actions: Actions

  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    CellStackLayout(.vertical, spacing: 1) {
      label
        .labelStyle(ContentUnavailableLabelStyle())
        .font(.title2)
      description
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
      actions
    }
    .padding(.horizontal, cells: 2)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

extension ContentUnavailableView where Label == Decl.Label<Text, Image>, Actions == EmptyView {
  /// A title with an SF Symbol, and an optional description.
  public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil)
  where Description == Text? {
    self.init(
      label: { Decl.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil)
  where Description == Text? {
    self.init(
      label: { Decl.Label(title, systemImage: name) }, description: { description },
      actions: { EmptyView() })
  }

  /// A title with an image of the asset catalog, and an optional description.
  public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil)
  where Description == Text? {
    self.init(
      label: { Decl.Label(title, image: name) }, description: { description },
      actions: { EmptyView() })
  }
}

extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// "No Results" for a search that found nothing.
  public static var search: Self {
    Self(
      label: { SearchUnavailableContent.Label(query: nil) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }

  /// "No Results for “text”" for a search that found nothing.
  public static func search(text: String) -> Self {
    Self(
      label: { SearchUnavailableContent.Label(query: text.isEmpty ? nil : text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}

/// A content-unavailable view's label: the icon over the bold title.
struct ContentUnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    CellStackLayout(.vertical, spacing: 0) {
      configuration.icon.foregroundStyle(.secondary)
      configuration.title.bold()
    }
  }
}
