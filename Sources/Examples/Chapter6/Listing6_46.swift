import Decl

// Listing 6-46: initializing the observable object. The view creates the model and keeps it
// in an ordinary property; the button writes the model and the text that reads it redraws.
enum Listing6_46 {
  typealias ApplicationData = Listing6_45.ApplicationData

  struct ContentView: View {
    var appData = ApplicationData()

    var body: some View {
      VStack(spacing: 8) {
        Text(appData.title)
          .padding(10)
        Button(
          action: {
            appData.title = "New Title"
          },
          label: {
            Text("Save")
          })
        Spacer()
      }.padding()
    }
  }
}
