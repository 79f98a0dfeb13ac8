/// Draws a disclosure group in a custom way.
///
/// ```swift
/// struct ArrowStyle: DisclosureGroupStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       Button { configuration.isExpanded.toggle() } label: {
///         HStack { Text(configuration.isExpanded ? "▼" : "▶"); configuration.label }
///       }
///       if configuration.isExpanded { configuration.content }
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  associatedtype Body: View
  typealias Configuration = DisclosureGroupStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a disclosure group style is given: the label, the content, and whether it shows.
public struct DisclosureGroupStyleConfiguration {
  /// The group's label, as a view.
  public struct Label: View, StyleConfigurationPart {
    package let content: any View
  }

  /// The group's content, as a view.
  public struct Content: View, StyleConfigurationPart {
    package let content: any View
  }

  public let label: Label
  public let content: Content
  /// Whether the content shows; the style writes it to expand or collapse the group.
  @Binding public var isExpanded: Bool

  @MainActor package init(label: any View, content: any View, isExpanded: Binding<Bool>) {
    self.label = Label(content: label)
    self.content = Content(content: content)
    _isExpanded = isExpanded
  }
}

/// A type-erased disclosure group style, as stored in the environment.
package typealias AnyDisclosureGroupStyle = AnyStyle<DisclosureGroupStyleConfiguration>

extension AnyStyle where Configuration == DisclosureGroupStyleConfiguration {
  @MainActor package static let automatic = AnyDisclosureGroupStyle(
    style: AutomaticDisclosureGroupStyle())

  @MainActor package init<S: DisclosureGroupStyle>(style: S) {
    self.init(style) { $0.makeBody(configuration: $1) }
  }
}

extension EnvironmentValues {
  /// The style of disclosure groups inside; nil means `.automatic`.
  @Entry package var disclosureGroupStyle: AnyDisclosureGroupStyle? = nil
}

extension View {
  /// Styles the disclosure groups inside.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    environment(\.disclosureGroupStyle, stacking: AnyDisclosureGroupStyle(style: style))
  }
}

/// The default: a full-width label row with a chevron (`›` collapsed, `⌄` expanded; Enter,
/// Space, a click, → and ← toggle it), the content indented two columns below it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      DisclosureLabel(isExpanded: configuration.$isExpanded, label: configuration.label)
      if configuration.isExpanded {
        VStack(alignment: .leading, spacing: 0) { configuration.content }
          .padding(.leading, cells: 2)
      }
    }
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The default disclosure group style.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}
