import Decl

/// An adaptive `LazyVGrid` of foods in sections whose headers stay at the top while their
/// section scrolls; the minimum column width changes with the buttons.
struct LazyVGridScreen: View {
  @State private var minimum: CGFloat = 10
  private let sections = [
    ("Fruit", ["apple", "banana", "cherry", "date", "fig", "grape", "kiwi", "lemon", "mango"]),
    ("Vegetables", ["bean", "carrot", "kale", "leek", "onion", "pea", "radish", "squash"]),
    ("Nuts", ["almond", "cashew", "hazelnut", "pecan", "walnut"]),
    ("Herbs", ["basil", "chive", "dill", "mint", "oregano", "parsley", "sage", "thyme"]),
    ("Grains", ["barley", "buckwheat", "millet", "oats", "quinoa", "rice", "rye", "wheat"]),
    ("Spices", ["anise", "cinnamon", "clove", "cumin", "ginger", "nutmeg", "pepper", "saffron"]),
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack {
        Text("Columns at least \(Int(minimum)) wide").bold()
        Spacer()
        Button("Narrower") { minimum = max(6, minimum - 2) }
        Button("Wider") { minimum = min(30, minimum + 2) }
      }
      ScrollView {
        LazyVGrid(
          columns: [GridItem(.adaptive(minimum: minimum))], alignment: .leading,
          pinnedViews: [.sectionHeaders]
        ) {
          ForEach(sections, id: \.0) { section in
            Section {
              ForEach(section.1, id: \.self) { name in
                Text(name).padding(.horizontal, 1).background(Color.green.opacity(0.3))
              }
            } header: {
              Text(section.0).bold().foregroundStyle(.secondary)
            }
          }
        }
      }
    }
    .padding(1)
  }
}
