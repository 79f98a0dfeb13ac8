import Decl
import Foundation

// Listing 6-43: modifying the interface as the value goes up or down. The stepper has no
// value of its own: `onIncrement` and `onDecrement` change `currentValue` by 5 and set
// `goingUp`, which picks the arrow beside the value (a green up arrow or a red down arrow).
// Its label is hidden, so the stepper sits right after the arrow.
enum Listing6_43 {
  struct ContentView: View {
    @State private var currentValue: Float = 0
    @State private var goingUp: Bool = true

    var body: some View {
      VStack {
        HStack {
          Text("Current Value: \(currentValue.formatted(.number.precision(.fractionLength(0))))")
          Image(systemName: goingUp ? "arrow.up" : "arrow.down")
            .foregroundColor(goingUp ? Color.green : Color.red)
          Stepper(
            "",
            onIncrement: {
              currentValue += 5
              goingUp = true
            },
            onDecrement: {
              currentValue -= 5
              goingUp = false
            }
          ).labelsHidden()
        }
        Spacer()
      }.padding()
    }
  }
}
