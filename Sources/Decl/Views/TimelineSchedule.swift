import Foundation

/// When a `TimelineView` draws its content again: the dates of its entries.
public protocol TimelineSchedule {
  /// The dates, in order.
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The entries from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule is asked to update; a terminal is always `.normal`.
public enum TimelineScheduleMode: Sendable {
  case normal
  case lowFrequency
}

extension TimelineSchedule {
  /// The time between the first two entries from `now`, if there are two: how often a
  /// timeline view shows its content again (at least every 100 ms, a spinner's step).
  package func repeatInterval(from now: Date) -> Duration? {
    let dates = Array(entries(from: now, mode: .normal).prefix(2))
    guard dates.count == 2 else { return nil }
    let seconds = max(0.1, dates[1].timeIntervalSince(dates[0]))
    return .milliseconds(Int((seconds * 1000).rounded()))
  }
}
