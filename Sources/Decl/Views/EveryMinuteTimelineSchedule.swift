import Foundation

/// Entries at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}

  /// The starts of the minutes from the schedule's first date on, without end.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    private var date: Date

    init(first: Date) { date = first }

    /// The start of the next minute.
    public mutating func next() -> Date? {
      defer { date = date.addingTimeInterval(60) }
      return date
    }
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return Entries(first: Date(timeIntervalSinceReferenceDate: minute))
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Entries at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
