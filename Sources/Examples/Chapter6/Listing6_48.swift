import Decl

// Listing 6-48: a view-level observable object. The model keeps only the app's data (the
// title; `titleInput` is removed from `ApplicationData`), and `ViewData` holds the view's own
// state, the text being typed.
enum Listing6_48 {
  @Observable final class ApplicationData {
    var title: String = "Default Title"
  }

  @Observable final class ViewData {
    var titleInput: String = ""
  }

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
      }.padding()
    }
  }
}
