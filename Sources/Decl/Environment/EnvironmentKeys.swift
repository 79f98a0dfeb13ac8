import Foundation

// The built-in environment values. Each is a private key plus a public property, as in SwiftUI.

private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.dark }
private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct LineLimitMinimumKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}
private struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct TextAttributesKey: EnvironmentKey { static let defaultValue = TextAttributes() }

extension EnvironmentValues {
  /// The light or dark appearance; Decl assumes a dark terminal unless told otherwise.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  /// Whether a view asked for a colour scheme (`preferredColorScheme`), so the renderer paints
  /// that scheme's background instead of leaving the terminal's own.

  /// The default font of text inside.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  /// The foreground style set with `foregroundStyle` or `foregroundColor`.
  package var foregroundStyle: AnyShapeStyle? {
    get { self[ForegroundStyleKey.self] }
    set { self[ForegroundStyleKey.self] = newValue }
  }

  /// The accent colour of controls inside (`tint`, `accentColor`).
  package var tint: Color? {
    get { self[TintKey.self] }
    set { self[TintKey.self] = newValue }
  }

  /// The most lines a text may use; `nil` means no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// The fewest lines a text reserves (from `lineLimit(_ range:)` with `reservesSpace`).
  package var lineLimitMinimum: Int? {
    get { self[LineLimitMinimumKey.self] }
    set { self[LineLimitMinimumKey.self] = newValue }
  }

  /// How the lines of multi-line text align.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// Upper- or lowercasing applied to text inside.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  /// Whether controls inside accept interaction.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Bold, italic, underline and strikethrough set on a container for all text inside.
  package var textAttributes: TextAttributes {
    get { self[TextAttributesKey.self] }
    set { self[TextAttributesKey.self] = newValue }
  }
}

/// Text attributes that can be set on a whole view as well as on a `Text`.
package struct TextAttributes: Hashable, Sendable {
  package var bold: Bool?
  package var italic: Bool?
  package var underline: Bool?
  package var underlineColor: Color?
  package var strikethrough: Bool?
  package var strikethroughColor: Color?
  package init() {}
}

private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
  /// The points between the lines of wrapped text inside; a terminal shows them as whole blank
  /// rows (16 points a row).
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }
}

extension View {
  /// Leaves `lineSpacing` points between the lines of wrapped text inside: whole blank rows in a
  /// terminal (16 points a row, to the nearest row).
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing)
  }
}
