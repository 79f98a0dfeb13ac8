import Foundation

#if !canImport(Darwin)
  /// Foundation's relative date formatter, which Linux's Foundation does not have: "in 2 hours",
  /// "3 days ago", and with `.named` "yesterday", "tomorrow", "now". English only.
  ///
  /// ```swift
  /// RelativeDateTimeFormatter().localizedString(for: deadline, relativeTo: .now)
  /// ```
  open class RelativeDateTimeFormatter: @unchecked Sendable {
    /// How numbers and names of units are written.
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }
    /// Whether a day before or after is a name ("yesterday") or a number ("1 day ago").
    public enum DateTimeStyle: Int, Sendable { case numeric, named }

    open var unitsStyle: UnitsStyle = .full
    open var dateTimeStyle: DateTimeStyle = .numeric
    open var locale: Locale = .current
    open var calendar: Calendar = .current

    public init() {}

    /// The time from `referenceDate` to `date`, in its largest whole unit.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
      localizedString(fromTimeInterval: date.timeIntervalSince(referenceDate))
    }

    /// A time interval from now, in its largest whole unit.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
      let seconds = timeInterval.isFinite ? timeInterval : 0
      let magnitude = abs(seconds)
      let units: [(seconds: Double, full: String, short: String, abbreviated: String)] = [
        (365 * 86_400, "year", "yr.", "y"), (30 * 86_400, "month", "mo.", "mo"),
        (7 * 86_400, "week", "wk.", "w"), (86_400, "day", "day", "d"),
        (3_600, "hour", "hr.", "h"), (60, "minute", "min.", "m"), (1, "second", "sec.", "s"),
      ]
      let unit = units.first { magnitude >= $0.seconds } ?? units[units.count - 1]
      let count = Int(magnitude / unit.seconds)
      if dateTimeStyle == .named {
        if count == 0 || magnitude < 1 { return "now" }
        if unit.full == "day" && count == 1 { return seconds < 0 ? "yesterday" : "tomorrow" }
      }
      let amount: String
      switch unitsStyle {
      case .full, .spellOut: amount = "\(count) \(unit.full)\(count == 1 ? "" : "s")"
      case .short: amount = "\(count) \(unit.short)"
      case .abbreviated: amount = "\(count)\(unit.abbreviated)"
      }
      return seconds < 0 ? "\(amount) ago" : "in \(amount)"
    }

    /// The date components as a time from now (years to seconds; the largest that is set).
    open func localizedString(from dateComponents: DateComponents) -> String {
      let parts: [(Int?, Double)] = [
        (dateComponents.year, 365 * 86_400), (dateComponents.month, 30 * 86_400),
        (dateComponents.weekOfYear, 7 * 86_400), (dateComponents.day, 86_400),
        (dateComponents.hour, 3_600), (dateComponents.minute, 60), (dateComponents.second, 1),
      ]
      let interval = parts.first { ($0.0 ?? 0) != 0 }.map { Double($0.0!) * $0.1 } ?? 0
      return localizedString(fromTimeInterval: interval)
    }

    /// `string(for:)` as `Formatter` has it: a date relative to now.
    open func string(for object: Any?) -> String? {
      guard let date = object as? Date else { return nil }
      return localizedString(for: date, relativeTo: Date())
    }
  }
#endif
