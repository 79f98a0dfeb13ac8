import Foundation

/// A date picker's month grid: the control a renderer operates.
package struct MonthGrid: View {
  package let control: DatePickerControl
  /// For a `MultiDatePicker`: the days chosen, which `control`'s date moves among as a cursor.
  package var days: MultiDateSelection? = nil
  package typealias Body = Never
}

/// The days a `MultiDatePicker` has chosen, as the month grid reads and toggles them.
package struct MultiDateSelection {
  package let selection: Binding<Set<DateComponents>>

  /// Whether `day` is one of the chosen days (by its year, month and day).
  package func contains(_ day: Date, calendar: Calendar) -> Bool {
    let parts = calendar.dateComponents([.year, .month, .day], from: day)
    return selection.wrappedValue.contains {
      $0.year == parts.year && $0.month == parts.month && $0.day == parts.day
    }
  }

  /// Chooses `day`, or unchooses it when it is chosen.
  package func toggle(_ day: Date, calendar: Calendar) {
    let parts = calendar.dateComponents([.year, .month, .day], from: day)
    let chosen = selection.wrappedValue.filter {
      $0.year == parts.year && $0.month == parts.month && $0.day == parts.day
    }
    if chosen.isEmpty {
      selection.wrappedValue.insert(
        calendar.dateComponents([.calendar, .era, .year, .month, .day], from: day))
    } else {
      selection.wrappedValue.subtract(chosen)
    }
  }
}
