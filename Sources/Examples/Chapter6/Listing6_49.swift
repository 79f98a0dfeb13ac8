import Decl

// Listing 6-49: initializing the view's observable object. Listing 6-48's view with an
// initializer that copies the model's current title into `viewData.titleInput`, so the field
// shows it when the view appears.
enum Listing6_49 {
  typealias ApplicationData = Listing6_48.ApplicationData
  typealias ViewData = Listing6_48.ViewData

  struct ContentView: View {
    var appData = ApplicationData()
    @Bindable var viewData = ViewData()

    init() {
      viewData.titleInput = appData.title
    }

    var body: some View {
      VStack(spacing: 8) {
        Text(appData.title)
          .padding(10)
        TextField("Insert Title", text: $viewData.titleInput)
        Button(
          action: {
            appData.title = viewData.titleInput
            viewData.titleInput = ""
          },
          label: {
            Text("Save")
          })
        Spacer()
      }.padding()
    }
  }
}
