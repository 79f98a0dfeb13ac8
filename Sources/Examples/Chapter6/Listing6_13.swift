import Decl

// Listing 6-13: adding and removing views from the interface. The button toggles `showInfo`,
// and an `if` below it includes the text only while `showInfo` is true.
enum Listing6_13 {
  struct ContentView: View {
    @State private var showInfo: Bool = false

    var body: some View {
      VStack(spacing: 10) {
        Button("Show Information") {
          showInfo.toggle()
        }.padding()
        if showInfo {
          Text("This is the information")
        }
        Spacer()
      }
    }
  }
}
