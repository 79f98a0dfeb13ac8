import Foundation

/// Entries at `startDate` and every `interval` seconds after it.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  private let startDate: Date
  private let interval: TimeInterval

  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  /// The dates of a periodic schedule, one `interval` apart, without end.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    private var date: Date
    private let interval: TimeInterval

    init(first: Date, interval: TimeInterval) {
      date = first
      self.interval = interval
    }

    /// The next date.
    public mutating func next() -> Date? {
      defer { date = date.addingTimeInterval(interval) }
      return date
    }
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let interval = max(self.interval, 0.001)
    let steps = max(0, (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down))
    return Entries(first: self.startDate.addingTimeInterval(steps * interval), interval: interval)
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
