import Decl

// Listing 6-44: defining a group of views. `GroupBox` draws a box around its content with the
// label "Settings" set into the top of it; inside, three toggles.
enum Listing6_44 {
  struct ContentView: View {
    @State private var setting1: Bool = true
    @State private var setting2: Bool = true
    @State private var setting3: Bool = true

    var body: some View {
      GroupBox("Settings") {
        VStack {
          Toggle("Autocorrection", isOn: $setting1)
          Toggle("Capitalization", isOn: $setting2)
          Toggle("Editable", isOn: $setting3)
        }
      }.padding()
    }
  }
}
