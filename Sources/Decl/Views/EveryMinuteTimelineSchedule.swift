import Foundation

/// Entries at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  public init() {}

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldFirstSequence<Date>
  {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return sequence(first: Date(timeIntervalSinceReferenceDate: minute)) {
      $0.addingTimeInterval(60)
    }
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Entries at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
