import Decl

// Listing 6-39: simulating progress. A slider and the progress bar share `currentValue` and
// the range 0 to 10, so moving the slider fills or empties the bar.
enum Listing6_39 {
  struct ContentView: View {
    @State private var currentValue: Float = 5

    var body: some View {
      VStack {
        ProgressView(value: currentValue, total: 10)
        Slider(value: $currentValue, in: 0...10)
        Spacer()
      }.padding()
    }
  }
}
