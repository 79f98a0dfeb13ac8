/// A date picker's month grid: the control a renderer operates.
package struct MonthGrid: View {
  package let control: DatePickerControl
  package typealias Body = Never
}
