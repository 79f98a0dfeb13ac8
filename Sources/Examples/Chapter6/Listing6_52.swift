import Decl

// Listing 6-52: assigning the observable object to the environment. In the book this is the
// `App` structure: it keeps the model in a `@State` property and puts it in the environment
// of the initial view with `.environment(appData)`. There is no `App` or `WindowGroup` here,
// so `TestApp` is the root view of the screen and does the same.
enum Listing6_52 {
  typealias ApplicationData = Listing6_48.ApplicationData
  typealias ContentView = Listing6_53.ContentView

  /// Stands in for `@main struct TestApp: App { ... WindowGroup { ContentView().environment(appData) } }`.
  struct TestApp: View {
    @State private var appData = ApplicationData()

    var body: some View {
      ContentView()
        .environment(appData)
    }
  }
}
