import Decl

// Listing 6-51: ignoring a property of an observable object. `ViewData` counts the presses of
// Save in `counter`, marked `@ObservationIgnored`: changing it does not redraw the view. The
// book only counts; this screen also shows the count, so one can see it lag behind until
// something observed (the title or the field) changes and the view redraws.
enum Listing6_51 {
  typealias ApplicationData = Listing6_48.ApplicationData

  @Observable final class ViewData {
    var titleInput: String = ""
    @ObservationIgnored var counter: Int = 0
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
            viewData.counter += 1
          },
          label: {
            Text("Save")
          })
        Spacer()
        Text("Saved \(viewData.counter) times")
          .foregroundColor(.secondary)
      }
      .padding()
      .onAppear {
        viewData.titleInput = appData.title
      }
    }
  }
}
