import Decl
import Foundation

/// Date pickers as a row of fields and as a month grid, kept within a range, and a colour
/// picker.
struct DatePickerScreen: View {
  @State private var meeting = Date()
  @State private var deadline = Date()
  @State private var color = Color.orange

  var body: some View {
    Form {
      Section("Fields") {
        DatePicker("Meeting", selection: $meeting)
        DatePicker(
          "Alarm", selection: $meeting, in: Date()..., displayedComponents: .hourAndMinute)
        ColorPicker("Colour", selection: $color)
      }
      Section("Month") {
        DatePicker("Deadline", selection: $deadline, displayedComponents: .date)
          .datePickerStyle(.graphical)
        Text("Due \(deadline.formatted(date: .long, time: .omitted))")
      }
    }
  }
}
