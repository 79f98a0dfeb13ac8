import Foundation

/// A view that shows its content again at each entry of `schedule`, while it is on screen.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///   Text(context.date, style: .time)
/// }
/// ```
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  /// What the content is given: the entry's date.
  public struct Context {
    /// How often the content is shown again.
    public enum Cadence: Comparable, Sendable {
      case live, seconds, minutes
    }

    /// The date of the entry being shown.
    public let date: Date
    /// How often entries come.
    public let cadence: Cadence

    /// Asks for the content to be shown again; it is at the next entry.
    public func invalidateTimelineContent() {}
  }

  package let schedule: Schedule
  package let content: (TimelineViewDefaultContext) -> Content
}

/// What a timeline view's content is given.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

extension TimelineView: View where Content: View {
  public typealias Body = Never

  public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  /// The content at `date`, with the cadence its schedule has.
  package func content(at date: Date) -> Content {
    let interval = schedule.entrySpacing(from: date)
    let cadence: TimelineViewDefaultContext.Cadence =
      switch interval {
      case let interval? where interval >= .seconds(60): .minutes
      case let interval? where interval >= .seconds(1): .seconds
      default: .live
      }
    return content(TimelineViewDefaultContext(date: date, cadence: cadence))
  }
}
