import Decl

// Listing 6-50: initializing the view's observable object when the view appears. Listing
// 6-48's view (without 6-49's initializer) with `onAppear` under `padding()` copying the
// model's title into the field.
enum Listing6_50 {
  typealias ApplicationData = Listing6_48.ApplicationData
  typealias ViewData = Listing6_48.ViewData

  struct ContentView: View {
    var appData = ApplicationData()
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
      }
      .padding()
      .onAppear {
        viewData.titleInput = appData.title
      }
    }
  }
}
