import Decl
import Foundation

// Listing 6-36: creating a slider. The slider goes from 0 to 10 in steps of 1, starting at 5
// (the middle); the text shows the value formatted without decimals.
enum Listing6_36 {
  struct ContentView: View {
    @State private var currentValue: Float = 5

    var body: some View {
      VStack {
        Text("Current Value: \(currentValue.formatted(.number.precision(.fractionLength(0))))")
        Slider(value: $currentValue, in: 0...10, step: 1.0)
        Spacer()
      }.padding()
    }
  }
}
