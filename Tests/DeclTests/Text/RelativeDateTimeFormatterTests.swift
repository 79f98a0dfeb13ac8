import Decl
import Foundation
import Testing

/// Linux's Foundation has no `RelativeDateTimeFormatter`; Decl's says what Apple's says in
/// English (corpus program D26 counts down with it).
@Suite struct RelativeDateTimeFormatterTests {
  @Test func largestWholeUnitBeforeAndAfter() {
    let formatter = RelativeDateTimeFormatter()
    let now = Date(timeIntervalSinceReferenceDate: 0)
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(7_200), relativeTo: now) == "in 2 hours"
    )
    #expect(
      formatter.localizedString(for: now.addingTimeInterval(-3 * 86_400), relativeTo: now)
        == "3 days ago")
    #expect(formatter.localizedString(fromTimeInterval: 90) == "in 1 minute")
    formatter.unitsStyle = .abbreviated
    #expect(formatter.localizedString(fromTimeInterval: -45) == "45s ago")
    formatter.unitsStyle = .full
    formatter.dateTimeStyle = .named
    #expect(formatter.localizedString(fromTimeInterval: -86_400) == "yesterday")
    #expect(formatter.localizedString(fromTimeInterval: 0) == "now")
  }
}
