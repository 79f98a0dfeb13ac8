/// How a `TextEditor` looks: `.automatic` or `.plain`. A terminal's editor has no background
/// or padding to take away, so both draw the same; a style of your own draws as `.automatic`
/// (its configuration, as SwiftUI's, holds nothing to draw an editor from).
@MainActor @preconcurrency
public protocol TextEditorStyle {
  associatedtype Body: View
  typealias Configuration = TextEditorStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a text editor style is given (SwiftUI gives it nothing either).
public struct TextEditorStyleConfiguration: Sendable {}

/// The platform's text editor look.
public struct AutomaticTextEditorStyle: TextEditorStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// A text editor without a background or padding.
public struct PlainTextEditorStyle: TextEditorStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
  /// Sets the look of the text editors inside (in a terminal, `.automatic` and `.plain` draw
  /// alike).
  public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> some View { self }
}
