/// Draws labeled content in a custom way.
///
/// ```swift
/// struct StackedStyle: LabeledContentStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) { configuration.label.bold(); configuration.content }
///   }
/// }
/// LabeledContent("Pages", value: "476").labeledContentStyle(StackedStyle())
/// ```
@MainActor @preconcurrency
public protocol LabeledContentStyle {
  associatedtype Body: View
  typealias Configuration = LabeledContentStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a labeled content style is given: the label and the content.
public struct LabeledContentStyleConfiguration {
  /// The label, as a view.
  public struct Label: View, StyleConfigurationPart {
    package let content: any View
  }

  /// The content, as a view.
  public struct Content: View, StyleConfigurationPart {
    package let content: any View
  }

  public let label: Label
  public let content: Content

  @MainActor package init(label: any View, content: any View) {
    self.label = Label(content: label)
    self.content = Content(content: content)
  }
}

/// A type-erased labeled content style, as stored in the environment.
package typealias AnyLabeledContentStyle = AnyStyle<LabeledContentStyleConfiguration>

extension AnyStyle where Configuration == LabeledContentStyleConfiguration {
  @MainActor package static let automatic = AnyLabeledContentStyle(
    style: AutomaticLabeledContentStyle())

  @MainActor package init<S: LabeledContentStyle>(style: S) {
    self.init(style) { $0.makeBody(configuration: $1) }
  }
}

extension EnvironmentValues {
  /// The style of labeled content inside; nil means `.automatic`.
  @Entry package var labeledContentStyle: AnyLabeledContentStyle? = nil
}

extension View {
  /// Styles the labeled content inside.
  public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    environment(\.labeledContentStyle, stacking: AnyLabeledContentStyle(style: style))
  }
}

/// The default: the label at the leading edge, the content at the trailing edge in the
/// secondary style, as a form row shows them.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.label
      Spacer()
      configuration.content.foregroundStyle(.secondary)
    }
  }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
  /// The default labeled content style.
  public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

extension LabeledContent
where
  Label == LabeledContentStyleConfiguration.Label,
  Content == LabeledContentStyleConfiguration.Content
{
  /// The labeled content a style's configuration describes, drawn in the style the current
  /// one was applied inside (so a style can decorate the standard look).
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}
