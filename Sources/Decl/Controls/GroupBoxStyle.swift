/// Draws a group box in a custom way.
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) { configuration.label.bold(); configuration.content }
///       .padding()
///       .background(Color.gray.opacity(0.2))
///   }
/// }
/// GroupBox("Account") { Toggle("Sync", isOn: $sync) }.groupBoxStyle(CardGroupBoxStyle())
/// ```
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  associatedtype Body: View
  typealias Configuration = GroupBoxStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a group box style is given: the box's label and content.
public struct GroupBoxStyleConfiguration {
  /// The group box's label, as a view.
  public struct Label: View, StyleConfigurationPart {
    package let content: any View
  }

  /// The group box's content, as a view.
  public struct Content: View, StyleConfigurationPart {
    package let content: any View
  }

  public let label: Label
  public let content: Content
  /// Whether the box has a label (`GroupBox { … }` has none).
  package let hasLabel: Bool

  @MainActor package init(label: any View, content: any View, hasLabel: Bool) {
    self.label = Label(content: label)
    self.content = Content(content: content)
    self.hasLabel = hasLabel
  }
}

/// A type-erased group box style, as stored in the environment.
package typealias AnyGroupBoxStyle = AnyStyle<GroupBoxStyleConfiguration>

extension AnyStyle where Configuration == GroupBoxStyleConfiguration {
  @MainActor package static let automatic = AnyGroupBoxStyle(style: DefaultGroupBoxStyle())

  @MainActor package init<S: GroupBoxStyle>(style: S) {
    self.init(style) { $0.makeBody(configuration: $1) }
  }
}

extension EnvironmentValues {
  /// The style of group boxes inside; nil means `.automatic`.
  @Entry package var groupBoxStyle: AnyGroupBoxStyle? = nil
}

extension View {
  /// Styles the group boxes inside.
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    modifier(EnvironmentWriter { $0.groupBoxStyle = AnyGroupBoxStyle(style: style) })
  }
}

/// The default: a box-drawing border with the label in bold set into its top line, and the
/// content inside one column from the border.
///
/// ```
/// ┌ Account ─────────────┐
/// │ Sync             ━━● │
/// │ Last synced today    │
/// └──────────────────────┘
/// ```
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      if configuration.hasLabel {
        // Holds the box open as wide as the label set into its top line: the label and its
        // two spaces between the corners take the label's width plus the padding.
        configuration.label.bold().lineLimit(1).hidden().frame(height: 0)
      }
      configuration.content
    }
    .padding(.horizontal, cells: 2)
    .padding(.vertical, cells: 1)
    .border(Color.systemGray2)
    .overlay(alignment: .topLeading) {
      if configuration.hasLabel {
        // The label with a space on each side, so it sits apart from the border.
        HStack(spacing: 0) {
          Text(verbatim: " ")
          configuration.label.bold().lineLimit(1)
          Text(verbatim: " ")
        }
        .padding(.leading, cells: 1)
      }
    }
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The default group box style.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}
