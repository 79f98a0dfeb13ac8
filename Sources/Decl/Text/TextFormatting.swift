import Foundation

// Text made from values with Foundation's format styles and formatters. The text is formatted
// when the view's body runs, with the style's own locale (the process's unless the style says).

extension Text {
  /// A value formatted with a format style.
  ///
  /// ```swift
  /// Text(share, format: .number.precision(.fractionLength(2)))
  /// Text(price, format: .currency(code: "EUR"))
  /// Text(date, format: .dateTime.day().month())
  /// ```
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// A value formatted with a `Formatter`; empty when the formatter cannot format it.
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// An object formatted with a `Formatter`; empty when the formatter cannot format it.
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? "")
  }

  /// A date formatted with a `DateFormatter`. (`Date` is `ReferenceConvertible` on Apple's
  /// platforms, not on Linux, so it gets an overload of its own.)
  public init(_ date: Date, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: date) ?? "")
  }

  /// A date in one of the date styles: `Text(deadline, style: .relative)`.
  ///
  /// The text is made when the body runs; a terminal redraws it when the view updates, not
  /// every second as SwiftUI's relative and timer styles do.
  public init(_ date: Date, style: DateStyle) {
    self.init(verbatim: style.format(date, relativeTo: Date()))
  }

  /// A range of dates: `Text(start...end)` shows "10:00 – 11:00 AM".
  public init(_ dates: ClosedRange<Date>) {
    self.init(verbatim: DateStyle.format(dates))
  }

  /// A date interval: shows "10:00 – 11:00 AM".
  public init(_ interval: DateInterval) {
    self.init(verbatim: DateStyle.format(interval.start...interval.end))
  }

  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    private let kind: Kind

    /// The time of day: "11:23 PM".
    public static let time = DateStyle(kind: .time)
    /// The date: "June 3, 2019".
    public static let date = DateStyle(kind: .date)
    /// The time from now to the date, or since it: "2 hours, 23 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The time from now, signed: "+2 hours", "-3 weeks".
    public static let offset = DateStyle(kind: .offset)
    /// A count of the time since or until the date: "2:32", "36:59:01".
    public static let timer = DateStyle(kind: .timer)

    /// The date in this style, seen at `now`.
    package func format(_ date: Date, relativeTo now: Date) -> String {
      let seconds = date.timeIntervalSince(now)
      let elapsed = Duration.seconds(Int64(abs(seconds).rounded()))
      let units: Set<Duration.UnitsFormatStyle.Unit> = [.weeks, .days, .hours, .minutes, .seconds]
      switch kind {
      case .time:
        return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened))
      case .date:
        return date.formatted(Date.FormatStyle(date: .long, time: .omitted))
      case .relative:
        return elapsed.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 2))
      case .offset:
        let amount = elapsed.formatted(.units(allowed: units, width: .wide, maximumUnitCount: 1))
        return (seconds < 0 ? "-" : "+") + amount
      case .timer:
        let pattern: Duration.TimeFormatStyle.Pattern =
          abs(seconds) < 3600 ? .minuteSecond : .hourMinuteSecond
        return elapsed.formatted(.time(pattern: pattern))
      }
    }

    /// A range of dates in the process's locale.
    package static func format(_ dates: ClosedRange<Date>) -> String {
      (dates.lowerBound..<dates.upperBound).formatted(Date.IntervalFormatStyle())
    }
  }
}
