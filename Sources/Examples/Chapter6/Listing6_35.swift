import Decl

// Listing 6-35: defining a custom toggle. `MyStyle` keeps the standard layout (the label, a
// spacer, the control) and draws the control as a check mark, green when on and grey when
// off; a tap gesture on it switches the toggle through the `configuration.$isOn` binding.
enum Listing6_35 {
  struct MyStyle: ToggleStyle {
    func makeBody(configuration: MyStyle.Configuration) -> some View {
      HStack(alignment: .center) {
        configuration.label
        Spacer()
        Image(systemName: "checkmark.rectangle.fill")
          .font(.largeTitle)
          .foregroundColor(configuration.isOn ? Color.green : Color.gray)
          .onTapGesture {
            configuration.$isOn.wrappedValue.toggle()
          }
      }
    }
  }

  struct ContentView: View {
    @State private var currentState: Bool = false

    var body: some View {
      VStack {
        Toggle("Enabled", isOn: $currentState)
          .toggleStyle(MyStyle())
        Spacer()
      }.padding()
    }
  }
}
