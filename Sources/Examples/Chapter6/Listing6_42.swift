import Decl
import Foundation

// Listing 6-42: defining the stepper's increment. Listing 6-41 with `step: 5`.
enum Listing6_42 {
  struct ContentView: View {
    @State private var currentValue: Float = 0

    var body: some View {
      VStack {
        Text("Current Value: \(currentValue.formatted(.number.precision(.fractionLength(0))))")
        Stepper("Counter", value: $currentValue, in: 0...100, step: 5)
        Spacer()
      }.padding()
    }
  }
}
