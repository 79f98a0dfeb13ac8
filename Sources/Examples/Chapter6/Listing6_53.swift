import Decl

// Listing 6-53: getting a reference to the observable object from the environment.
// `ContentView` reads the model with `@Environment(ApplicationData.self)`; the text being
// typed stays in the view's `ViewData`. A preview is a hierarchy of its own, so the book's
// `#Preview` puts a new model in its environment; `Preview` shows that configuration.
enum Listing6_53 {
  typealias ApplicationData = Listing6_48.ApplicationData
  typealias ViewData = Listing6_48.ViewData

  struct ContentView: View {
    @Environment(ApplicationData.self) private var appData
    @Bindable var viewData = ViewData()

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

  /// The book's `#Preview { ContentView().environment(ApplicationData()) }`.
  struct Preview: View {
    var body: some View {
      ContentView()
        .environment(ApplicationData())
    }
  }
}
