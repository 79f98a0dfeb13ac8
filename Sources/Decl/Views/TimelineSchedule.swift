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
  /// The time from `now` to the schedule's next entry after it, if there is one: how long a
  /// timeline view shows its content before showing it again (at least 100 ms, a spinner's
  /// step). An explicit schedule whose dates have passed has none.
  package func repeatInterval(from now: Date) -> Duration? {
    for (index, date) in entries(from: now, mode: .normal).enumerated() {
      if date > now {
        let seconds = max(0.1, date.timeIntervalSince(now))
        return .milliseconds(Int((seconds * 1000).rounded()))
      }
      // Dates far in the past of an explicit schedule: stop looking rather than walk them all.
      if index > 100_000 { return nil }
    }
    return nil
  }

  /// The time between the first two entries from `now`, if there are two: how often the
  /// schedule comes, which is the timeline's cadence.
  package func entrySpacing(from now: Date) -> Duration? {
    let dates = Array(entries(from: now, mode: .normal).prefix(2))
    guard dates.count == 2 else { return nil }
    let seconds = max(0, dates[1].timeIntervalSince(dates[0]))
    return .milliseconds(Int((seconds * 1000).rounded()))
  }
}
