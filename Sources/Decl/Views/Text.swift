import Foundation

/// Read-only text. Concatenate texts with `+`: each part keeps its own style.
///
/// ```swift
/// Text("Hello ").bold() + Text("world").foregroundColor(.blue)
/// ```
public struct Text: Equatable, Sendable {
  /// One styled piece of a text.
  package struct Run: Equatable, Sendable {
    package var string: String
    package var style: TextStyle
    /// For a date shown relative to now (`.relative`, `.offset`, `.timer` styles and
    /// `Text(timerInterval:)`): what the string is made from again as time passes.
    package var liveDate: LiveTextDate? = nil
  }

  package var runs: [Run]

  package init(runs: [Run]) { self.runs = runs }

  /// Text from a string literal, with interpolation.
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.runs = key.runs
  }

  /// Text from a string value, shown as it is.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {
    self.runs = [Run(string: String(content), style: TextStyle())]
  }

  /// An image as text, to combine with other text: `Text(Image(systemName: "star")) + Text("5")`.
  /// A symbol is its glyph; an asset image, which a text cannot hold, its placeholder.
  public init(_ image: Image) {
    self.runs = [Run(string: image.glyph, style: image.textStyle)]
  }

  /// Text shown exactly as given, never localized.
  public init(verbatim content: String) {
    self.runs = [Run(string: content, style: TextStyle())]
  }

  /// The whole string, without styles.
  package var plainString: String { runs.map(\.string).joined() }

  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.runs + rhs.runs)
  }

  /// Upper- or lowercasing of text.
  public enum Case: Hashable, Sendable { case uppercase, lowercase }

  /// Where text that does not fit is cut.
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }

  private func restyled(_ change: (inout TextStyle) -> Void) -> Text {
    var text = self
    for index in text.runs.indices { change(&text.runs[index].style) }
    return text
  }

  // Text's own modifiers fill in what a part did not set itself: the innermost setting wins.

  public func foregroundColor(_ color: Color?) -> Text {
    restyled { if $0.foreground == nil { $0.foreground = color?._erased } }
  }

  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    restyled { if $0.foreground == nil { $0.foreground = style._erased } }
  }

  public func font(_ font: Font?) -> Text {
    restyled { if $0.font == nil { $0.font = font } }
  }

  public func fontWeight(_ weight: Font.Weight?) -> Text {
    restyled { if $0.weight == nil { $0.weight = weight } }
  }

  public func bold() -> Text { bold(true) }

  public func bold(_ isActive: Bool) -> Text {
    restyled { if $0.bold == nil { $0.bold = isActive } }
  }

  public func italic() -> Text { italic(true) }

  public func italic(_ isActive: Bool) -> Text {
    restyled { if $0.italic == nil { $0.italic = isActive } }
  }

  /// Underlines the text; a terminal draws every pattern as a solid line.
  public func underline(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text {
    restyled { if $0.underline == nil { $0.underline = isActive } }
  }

  /// Strikes the text through; a terminal draws every pattern as a solid line.
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil
  ) -> Text {
    restyled {
      if $0.strikethrough == nil {
        $0.strikethrough = isActive
        $0.strikethroughColor = color
      }
    }
  }

  /// Spacing between characters cannot change in a terminal: accepted and ignored.
  public func kerning(_ kerning: CGFloat) -> Text { self }

  /// Spacing between characters cannot change in a terminal: accepted and ignored.
  public func tracking(_ tracking: CGFloat) -> Text { self }

  /// Terminal text has one baseline per row: accepted and ignored.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

  /// Every terminal font is monospaced already.
  public func monospaced(_ isActive: Bool = true) -> Text { self }

  /// Every terminal font is monospaced already.
  public func monospacedDigit() -> Text { self }
}

/// The style of one part of a `Text`; `nil` means "inherit from the environment".
package struct TextStyle: Equatable, Sendable {
  package var foreground: AnyShapeStyle?
  package var font: Font?
  package var weight: Font.Weight?
  package var bold: Bool?
  package var italic: Bool?
  package var underline: Bool?
  package var strikethrough: Bool?
  package var strikethroughColor: Color?
  /// Where the text links to (a Markdown or attributed-string link), opened by a click in
  /// terminals with OSC 8 hyperlinks.
  package var link: URL?
  package init() {}
}

extension Text: View {
  public typealias Body = Never
}
