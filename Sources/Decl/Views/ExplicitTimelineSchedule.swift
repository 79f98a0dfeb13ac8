import Foundation

/// Entries at the dates given, in order: a timeline view shows its content again at each and
/// then stays as it is after the last.
///
/// ```swift
/// TimelineView(.explicit([start, start + 5, start + 10])) { context in Text(context.date, style: .time) }
/// ```
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule
where Entries.Element == Date {
  private let dates: Entries

  /// A schedule of `dates`.
  public init(_ dates: Entries) { self.dates = dates }

  /// The dates given, whatever `startDate` is.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension ExplicitTimelineSchedule: Sendable where Entries: Sendable {}

extension TimelineSchedule {
  /// Entries at `dates`.
  public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}
