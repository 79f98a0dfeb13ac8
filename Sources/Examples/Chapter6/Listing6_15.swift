import Decl

// Listing 6-15: defining the label of a button with an image. The label stacks an image
// (shown as a template, in the button's colour) over a text; the button toggles `expanded`,
// which widens the yellow title from 150 points to the whole width; its height is at most 50
// points.
// The book's `expand` and `contract` images come from the asset catalog, which a terminal
// cannot show: they draw as the placeholder `□`.
enum Listing6_15 {
  struct ContentView: View {
    @State private var expanded: Bool = false

    var body: some View {
      VStack(spacing: 10) {
        Text("Default Title")
          .frame(minWidth: 0, maxWidth: expanded ? .infinity : 150, maxHeight: 50)
          .background(Color.yellow)
        Button(
          action: {
            expanded.toggle()
          },
          label: {
            VStack {
              Image(expanded ? "contract" : "expand")
                .renderingMode(.template)
              Text(expanded ? "Contract" : "Expand")
            }
          })
        Spacer()
      }.padding()
    }
  }
}
