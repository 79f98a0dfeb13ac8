import Decl
import Foundation

/// Texts of dates relative to now, which count while on screen.
struct LiveDatesScreen: View {
  @State private var start = Date()

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      Text("Opened \(Text(start, style: .relative)) ago")
      Text("Offset: \(Text(start, style: .offset))")
      Text("Timer: \(Text(start, style: .timer))")
      Text("Five minutes: \(Text(timerInterval: start...start.addingTimeInterval(300)))")
      Text("Date: \(Text(start, style: .date)), time: \(Text(start, style: .time))")
      Button("Restart") { start = Date() }
    }
    .padding()
  }
}
