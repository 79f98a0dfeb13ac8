import Foundation

/// Entries as often as the screen can draw (every 100 ms in a terminal), or every
/// `minimumInterval` seconds; none after the first while `paused`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  private let minimumInterval: Double?
  private let paused: Bool

  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(next: startDate, interval: max(minimumInterval ?? 0.1, 0.1), paused: paused)
  }

  /// The dates of an animation schedule: the start, then one every interval (none after the
  /// start while paused).
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    private var upcoming: Date?
    private let interval: Double
    private let paused: Bool

    init(next: Date, interval: Double, paused: Bool) {
      self.upcoming = next
      self.interval = interval
      self.paused = paused
    }

    public mutating func next() -> Date? {
      guard let date = upcoming else { return nil }
      upcoming = paused ? nil : date.addingTimeInterval(interval)
      return date
    }
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Entries as often as the screen can draw.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Entries every `minimumInterval` seconds (at most as often as the screen can draw); none
  /// while `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}
