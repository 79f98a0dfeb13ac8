import Decl

// Listing 6-55: creating a bindable property with the Bindable structure. Listing 6-54
// without `MyInputView`: `Bindable(appData).titleInput` makes the one binding the text field
// needs, right where it is needed.
enum Listing6_55 {
  typealias ApplicationData = Listing6_45.ApplicationData

  /// The `App` of listing 6-52, with this listing's model.
  struct TestApp: View {
    @State private var appData = ApplicationData()

    var body: some View {
      ContentView()
        .environment(appData)
    }
  }

  struct ContentView: View {
    @Environment(ApplicationData.self) private var appData

    var body: some View {
      VStack(spacing: 8) {
        Text(appData.title)
          .padding(10)
        TextField("Insert Title", text: Bindable(appData).titleInput)
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
