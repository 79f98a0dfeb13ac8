import Decl

/// Values kept in `UserDefaults.standard` (they outlive the program) and in the scene (they
/// outlive a view): open another view and it reads what this one wrote.
struct AppStorageScreen: View {
  @AppStorage("decl.gallery.launches") private var launches = 0
  @AppStorage("decl.gallery.name") private var name = ""
  @AppStorage("decl.gallery.compact") private var compact = false
  @State private var showsOther = false

  var body: some View {
    NavigationStack {
      Form {
        Section("UserDefaults.standard") {
          TextField("Name", text: $name)
          Toggle("Compact", isOn: $compact)
          Stepper("Launches: \(launches)", value: $launches)
          Button("Open another view") { showsOther = true }
        }
        Section("Scene") {
          DraftEditor()
        }
      }
      .navigationTitle("Storage")
      .navigationDestination(isPresented: $showsOther) { OtherStorageView() }
    }
  }
}

/// A new view reading the same keys.
private struct OtherStorageView: View {
  @AppStorage("decl.gallery.launches") private var launches = 0
  @AppStorage("decl.gallery.name") private var name = ""

  var body: some View {
    VStack(spacing: 16) {
      Text("Hello, \(name.isEmpty ? "stranger" : name)")
      Text("Launches: \(launches)")
      Button("Add one") { launches += 1 }
    }
    .navigationTitle("Another view")
  }
}

/// A draft kept per scene: it survives this view being made again.
private struct DraftEditor: View {
  @SceneStorage("draft") private var draft = ""
  var body: some View { TextField("Draft (kept per scene)", text: $draft) }
}
