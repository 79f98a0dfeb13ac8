import Foundation

/// Entries at `startDate` and every `interval` seconds after it.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  private let startDate: Date
  private let interval: TimeInterval

  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldFirstSequence<Date>
  {
    let interval = max(self.interval, 0.001)
    let steps = max(0, (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down))
    let first = self.startDate.addingTimeInterval(steps * interval)
    return sequence(first: first) { $0.addingTimeInterval(interval) }
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Entries at `startDate` and every `interval` seconds after it.
  public static func periodic(from startDate: Date, by interval: TimeInterval)
    -> PeriodicTimelineSchedule
  {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}
