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

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> UnfoldFirstSequence<Date>
  {
    let interval = max(minimumInterval ?? 0.1, 0.1)
    let paused = paused
    return sequence(first: startDate) { paused ? nil : $0.addingTimeInterval(interval) }
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
