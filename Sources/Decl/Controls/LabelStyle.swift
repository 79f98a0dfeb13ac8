/// Draws a label in a custom way.
///
/// ```swift
/// struct TrailingIconLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.title; configuration.icon }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a label style is given.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View, StyleConfigurationPart {
    package let content: any View
  }

  /// The label's icon, as a view.
  public struct Icon: View, StyleConfigurationPart {
    package let content: any View
  }

  public let title: Title
  public let icon: Icon

  @MainActor package init(title: any View, icon: any View) {
    self.title = Title(content: title)
    self.icon = Icon(content: icon)
  }

  /// Whether the label has an icon to show (`Label(title:icon:)` may give `EmptyView`).
  @MainActor package var hasIcon: Bool { !(icon.content is EmptyView) }
}

/// A type-erased label style, as stored in the environment.
package typealias AnyLabelStyle = AnyStyle<LabelStyleConfiguration>

extension AnyStyle where Configuration == LabelStyleConfiguration {
  @MainActor package static let automatic = AnyLabelStyle(style: DefaultLabelStyle())

  @MainActor package init<S: LabelStyle>(style: S) {
    self.init(style) { $0.makeBody(configuration: $1) }
  }
}

extension EnvironmentValues {
  /// The style of labels inside; nil means `.automatic`.
  @Entry package var labelStyle: AnyLabelStyle? = nil
}

extension View {
  /// Styles the labels inside (including the labels of buttons and toggles).
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, stacking: AnyLabelStyle(style: style))
  }
}

/// The default: the icon, then the title; in a toolbar the icon alone (the title when there
/// is no icon), as SwiftUI shows toolbar labels.
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    AutomaticLabel(configuration: configuration)
  }
}

/// The automatic label, which reads where it is.
private struct AutomaticLabel: View {
  let configuration: LabelStyleConfiguration
  @Environment(\.isInToolbar) private var isInToolbar

  var body: some View {
    if isInToolbar && configuration.hasIcon {
      configuration.icon
    } else {
      TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
  }
}

extension EnvironmentValues {
  /// Whether views here are toolbar items (a `Label` then shows its icon alone).
  @Entry package var isInToolbar: Bool = false
}

/// The icon, a space, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
