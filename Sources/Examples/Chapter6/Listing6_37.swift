import Decl
import Foundation

// Listing 6-37: responding to the slider's state. `onEditingChanged` stores whether the
// slider is being moved in `textActive`, and the value's background is yellow while it is.
// (With the keys, editing begins at the first key that moves the thumb and ends at another
// key, when focus leaves, or after a second without keys; with the mouse, a press on the track
// grabs the thumb and the release ends the edit.)
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
