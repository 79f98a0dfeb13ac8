import Decl
import Foundation

// Listing 6-41: creating a stepper. The stepper changes `currentValue` by 1 within 0...100;
// the text above shows it without decimals.
enum Listing6_41 {
  struct ContentView: View {
    @State private var currentValue: Float = 0

    var body: some View {
      VStack {
        Text("Current Value: \(currentValue.formatted(.number.precision(.fractionLength(0))))")
        Stepper("Counter", value: $currentValue, in: 0...100)
        Spacer()
      }.padding()
    }
  }
}
