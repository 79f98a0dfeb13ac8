import Decl

// Listing 6-54: turning an environment property into a bindable one. The model is listing
// 6-45's again (with `titleInput`); `ContentView` reads it from the environment and hands it
// to `MyInputView`, which declares it `@Bindable` to bind the text field to `titleInput`.
enum Listing6_54 {
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
        MyInputView(appData: appData)
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

  struct MyInputView: View {
    @Bindable var appData: ApplicationData

    var body: some View {
      TextField("Insert Title", text: $appData.titleInput)
    }
  }
}
