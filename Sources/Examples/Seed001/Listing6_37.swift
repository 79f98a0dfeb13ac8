import Decl
import Foundation

// Listing 6-37: responding to the slider's state. `onEditingChanged` stores whether the
// slider is being moved in `textActive`, and the value's background is yellow while it is.
// (A terminal has no drag: editing begins at the first key that moves the thumb and ends when
// focus leaves the slider.)
enum Listing6_37 {
  struct ContentView: View {
    @State private var currentValue: Float = 5
    @State private var textActive: Bool = false

    var body: some View {
      VStack {
        Text("Current Value: \(currentValue.formatted(.number.precision(.fractionLength(0))))")
          .padding()
          .background(textActive ? Color.yellow : Color.clear)
        Slider(
          value: $currentValue, in: 0...10, step: 1.0,
          onEditingChanged: { self.textActive = $0 })
        Spacer()
      }.padding()
    }
  }
}
