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

  /// A date in one of the date styles: `Text(deadline, style: .relative)`. The `.relative`,
  /// `.offset` and `.timer` styles count as time passes: while such a text is on screen it is
  /// drawn again every second.
  public init(_ date: Date, style: DateStyle) {
    let live = LiveTextDate.style(date, style)
    self.init(
      runs: [
        Run(
          string: live.string(at: Date()), style: TextStyle(),
          liveDate: style.changesWithTime ? live : nil)
      ])
  }

  /// A timer counting down to the end of `timerInterval` (or up from its start), as
  /// `"4:59"` or `"1:04:59"`, drawn again every second while on screen; with `pauseTime`, it
  /// shows that moment and stands still.
  ///
  /// ```swift
  /// Text(timerInterval: start...start.addingTimeInterval(300), countsDown: true)
  /// ```
  public init(
    timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
    showsHours: Bool = true
  ) {
    let live = LiveTextDate.timer(
      timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
    self.init(
      runs: [
        Run(
          string: live.string(at: Date()), style: TextStyle(),
          liveDate: pauseTime == nil ? live : nil)
      ])
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

    /// Whether the text changes as time passes.
    package var changesWithTime: Bool { kind == .relative || kind == .offset || kind == .timer }

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
        return (seconds <= -0.5 ? "-" : "+") + amount
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

/// A date a text shows relative to now, made into a string again as time passes.
package enum LiveTextDate: Equatable, Sendable {
  case style(Date, Text.DateStyle)
  case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

  /// The text at `now`.
  package func string(at now: Date) -> String {
    switch self {
    case .style(let date, let style):
      return style.format(date, relativeTo: now)
    case .timer(let interval, let pauseTime, let countsDown, let showsHours):
      let moment = min(max(pauseTime ?? now, interval.lowerBound), interval.upperBound)
      let seconds =
        countsDown
        ? interval.upperBound.timeIntervalSince(moment)
        : moment.timeIntervalSince(interval.lowerBound)
      let total = Int(seconds.rounded(.down))
      let (hours, minutes, rest) = (total / 3600, total % 3600 / 60, total % 60)
      func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
      if showsHours && hours > 0 { return "\(hours):\(two(minutes)):\(two(rest))" }
      return "\(showsHours ? minutes : hours * 60 + minutes):\(two(rest))"
    }
  }
}
