import Decl

// Listing 6-47: a two-way binding with an observable object. `@Bindable` lets the text field
// bind to the model's `titleInput` with `$appData.titleInput`.
enum Listing6_47 {
  typealias ApplicationData = Listing6_45.ApplicationData

  struct ContentView: View {
    @Bindable var appData = ApplicationData()

    var body: some View {
      VStack(spacing: 8) {
        Text(appData.title)
          .padding(10)
        TextField("Insert Title", text: $appData.titleInput)
        Button(
          action: {
            appData.title = appData.titleInput
            appData.titleInput = ""
          },
          label: {
            Text("Save")
          })
        Spacer()
      }.padding()
    }
  }
}
