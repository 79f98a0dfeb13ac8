import Decl

/// The companies a split view shows.
struct Company: Identifiable, Hashable {
  let name: String
  let city: String
  let staff: [String]
  var id: String { name }

  static let samples = [
    Company(name: "Acme", city: "Springfield", staff: ["Ann Lee", "Bob Ray"]),
    Company(name: "Globex", city: "Cypress Creek", staff: ["Cyd Moe"]),
    Company(name: "Initech", city: "Austin", staff: ["Dan Fox", "Eve Kim", "Flo Hart"]),
  ]
}

/// A sidebar list whose selection drives the detail; below 60 columns it collapses into a
/// stack where choosing a company pushes its detail.
struct CompaniesSplitExample: View {
  @State private var selection: Company.ID?

  var body: some View {
    NavigationSplitView {
      List(Company.samples, selection: $selection) { company in
        Text(company.name)
      }
      .navigationTitle("Companies")
    } detail: {
      if let company = Company.samples.first(where: { $0.id == selection }) {
        VStack(alignment: .leading) {
          Text(company.name).font(.title)
          Text(company.city).foregroundStyle(.secondary)
          Text("\(company.staff.count) people")
        }
        .navigationTitle(company.name)
      } else {
        Text("Select a company").foregroundStyle(.secondary)
      }
    }
  }
}

/// Three columns: companies, their staff, a person. Choosing a person hides the sidebar
/// (`.doubleColumn`); the toolbar button shows every column again.
struct StaffSplitExample: View {
  @State private var company: Company.ID?
  @State private var person: String?
  @State private var visibility = NavigationSplitViewVisibility.all

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      List(Company.samples, selection: $company) { Text($0.name) }
        .navigationTitle("Companies")
        .navigationSplitViewColumnWidth(min: 120, ideal: 160)
    } content: {
      if let found = Company.samples.first(where: { $0.id == company }) {
        List(found.staff, id: \.self, selection: $person) { Text($0) }
          .navigationTitle("Staff")
      } else {
        Text("Select a company").foregroundStyle(.secondary)
      }
    } detail: {
      VStack {
        Text(person ?? "Nobody selected")
        if visibility != .all {
          Button("Show all columns") { visibility = .all }
        }
      }
    }
    .navigationSplitViewStyle(.balanced)
    .onChange(of: company) { person = nil }
    .onChange(of: person) { visibility = person == nil ? .all : .doubleColumn }
  }
}
