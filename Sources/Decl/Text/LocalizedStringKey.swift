import Foundation

/// A string literal for `Text`, with interpolation of values, texts, images and formatted
/// values. Its literal parts are read as inline Markdown, as SwiftUI does:
///
/// ```swift
/// Text("**Total:** \(total, format: .currency(code: "EUR"))")
/// Text("Tip \(0.15, format: .percent)")        // Tip 15%
/// Text("\(value, specifier: "%.2f") km")
/// ```
///
/// Text from a `String` value (`Text(name)`) and `Text(verbatim:)` are shown as they are.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
  package var runs: [Text.Run]

  /// A key from a string value; its Markdown is read, as SwiftUI does.
  public init(_ value: String) {
    self.runs = InlineMarkdown.runs([.literal(value)])
  }

  /// A key from a string literal without interpolations.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// A key from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) {
    self.runs = InlineMarkdown.runs(stringInterpolation.pieces)
  }

  /// Builds the parts of an interpolated literal.
  public struct StringInterpolation: StringInterpolationProtocol {
    package var pieces: [InlineMarkdown.Piece] = []

    /// Starts an empty literal.
    public init(literalCapacity: Int, interpolationCount: Int) {
      pieces.reserveCapacity(2 * interpolationCount + 1)
    }

    /// Literal text, read as Markdown.
    public mutating func appendLiteral(_ literal: String) {
      if case .literal(let previous) = pieces.last {
        pieces[pieces.count - 1] = .literal(previous + literal)
      } else {
        pieces.append(.literal(literal))
      }
    }

    /// A value shown as it is: interpolated values are never read as Markdown.
    private mutating func appendValue(_ string: String) {
      pieces.append(.argument([Text.Run(string: string, style: TextStyle())]))
    }

    /// Any value, by its description.
    public mutating func appendInterpolation<T>(_ value: T) {
      appendValue(String(describing: value))
    }

    /// A string, shown as it is.
    public mutating func appendInterpolation(_ string: String) { appendValue(string) }

    /// A value formatted with a `printf` specifier: `"\(value, specifier: "%.0f")"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      appendValue(String(format: specifier, value))
    }

    /// A value formatted with a format style: `"Tip \(0.15, format: .percent)"`.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
      appendValue(format.format(input))
    }

    /// A value formatted with a `Formatter`; without one, its description.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      appendValue(formatter.flatMap { $0.string(for: subject) } ?? "\(subject)")
    }

    /// An object formatted with a `Formatter`; without one, its description.
    public mutating func appendInterpolation<Subject: NSObject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) {
      appendValue(formatter.flatMap { $0.string(for: subject) } ?? subject.description)
    }

    /// A date formatted with a `DateFormatter`; without one, its description. (`Date` is
    /// `ReferenceConvertible` on Apple's platforms, not on Linux.)
    public mutating func appendInterpolation(_ date: Date, formatter: Formatter? = nil) {
      appendValue(formatter.flatMap { $0.string(for: date) } ?? "\(date)")
    }

    /// A date in one of `Text`'s date styles: `"Due \(deadline, style: .date)"`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      appendValue(style.format(date, relativeTo: Date()))
    }

    /// A timer, as `Text(timerInterval:)` shows it, that counts while the text is on screen:
    /// `"Ends in \(timerInterval: start...end)"`.
    public mutating func appendInterpolation(
      timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
      showsHours: Bool = true
    ) {
      pieces.append(
        .argument(
          Text(
            timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
            showsHours: showsHours
          ).runs))
    }

    /// A range of dates: `"10:00 – 11:00 AM"`.
    public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
      appendValue(Text.DateStyle.format(dates))
    }

    /// A date interval: `"10:00 – 11:00 AM"`.
    public mutating func appendInterpolation(_ interval: DateInterval) {
      appendValue(Text.DateStyle.format(interval.start...interval.end))
    }

    /// A styled text inside the literal keeps its style.
    public mutating func appendInterpolation(_ text: Text) { pieces.append(.argument(text.runs)) }

    /// An attributed string inside the literal keeps its attributes.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      pieces.append(.argument(Text(attributedString).runs))
    }

    /// An image inside the literal shows as its glyph.
    public mutating func appendInterpolation(_ image: Image) {
      pieces.append(.argument([Text.Run(string: image.glyph, style: image.textStyle)]))
    }
  }
}
