import Decl

// Listing 6-40: showing an activity indicator. Without a value the progress view cannot know
// how far the task is; the circular style shows a spinner that turns while it is on screen.
enum Listing6_40 {
  struct ContentView: View {
    var body: some View {
      VStack {
        ProgressView()
          .progressViewStyle(.circular)
        Spacer()
      }.padding()
    }
  }
}
