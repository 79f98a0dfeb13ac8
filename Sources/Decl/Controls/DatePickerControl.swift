import Foundation

/// What the renderer needs of a date picker: the date, its bounds, and the parts shown.
package struct DatePickerControl {
  package let selection: Binding<Date>
  package let lowerBound: Date?
  package let upperBound: Date?
  package let components: DatePickerComponents

  /// `date` kept within the bounds.
  package func clamped(_ date: Date) -> Date {
    var date = date
    if let lowerBound, date < lowerBound { date = lowerBound }
    if let upperBound, date > upperBound { date = upperBound }
    return date
  }

  /// The same picker showing only `components`.
  func only(_ components: DatePickerComponents) -> DatePickerControl {
    DatePickerControl(
      selection: selection, lowerBound: lowerBound, upperBound: upperBound,
      components: components)
  }
}
