import Decl

// Listing 6-38: showing progress. A progress bar from 0 to 10 at 5: half full.
enum Listing6_38 {
  struct ContentView: View {
    @State private var currentValue: Float = 5

    var body: some View {
      VStack {
        ProgressView(value: currentValue, total: 10)
        Spacer()
      }.padding()
    }
  }
}
