import Foundation

// The built-in environment values. Each is a private key plus a public property, as in SwiftUI.

extension EnvironmentValues {
  /// The light or dark appearance; Decl assumes a dark terminal unless told otherwise.
  @Entry public var colorScheme: ColorScheme = ColorScheme.dark

  /// Whether a view asked for a colour scheme (`preferredColorScheme`), so the renderer paints
  /// that scheme's background instead of leaving the terminal's own.

  /// The default font of text inside.
  @Entry public var font: Font? = nil

  /// The foreground style set with `foregroundStyle` or `foregroundColor`.
  @Entry package var foregroundStyle: AnyShapeStyle? = nil

  /// The accent colour of controls inside (`tint`, `accentColor`).
  @Entry package var tint: Color? = nil

  /// The most lines a text may use; `nil` means no limit.
  @Entry public var lineLimit: Int? = nil

  /// The fewest lines a text reserves (from `lineLimit(_ range:)` with `reservesSpace`).
  @Entry package var lineLimitMinimum: Int? = nil

  /// How the lines of multi-line text align.
  @Entry public var multilineTextAlignment: TextAlignment = TextAlignment.leading

  /// Where text that does not fit is cut.
  @Entry public var truncationMode: Text.TruncationMode = Text.TruncationMode.tail

  /// Upper- or lowercasing applied to text inside.
  @Entry public var textCase: Text.Case? = nil

  /// Whether controls inside accept interaction.
  @Entry public var isEnabled: Bool = true

  /// Bold, italic, underline and strikethrough set on a container for all text inside.
  @Entry package var textAttributes: TextAttributes = TextAttributes()
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

extension EnvironmentValues {
  /// The points between the lines of wrapped text inside; a terminal shows them as whole blank
  /// rows (16 points a row).
  @Entry public var lineSpacing: CGFloat = 0
}

extension View {
  /// Leaves `lineSpacing` points between the lines of wrapped text inside: whole blank rows in a
  /// terminal (16 points a row, to the nearest row).
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing)
  }
}
