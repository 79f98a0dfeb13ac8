/// A date picker's fields in a row: the control a renderer operates.
package struct DateFields: View {
  package let control: DatePickerControl
  package typealias Body = Never
}
