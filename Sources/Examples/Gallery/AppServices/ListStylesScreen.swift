import Decl

/// The list styles side by side with row modifiers: badges, a row background, a separator,
/// insets, and a prominent header.
struct ListStylesScreen: View {
  enum Style: String, CaseIterable, Hashable {
    case insetGrouped, plain, sidebar
  }

  @State private var style = Style.insetGrouped

  var body: some View {
    VStack(spacing: 0) {
      Picker("Style", selection: $style) {
        ForEach(Style.allCases, id: \.self) { Text($0.rawValue).tag($0) }
      }
      .pickerStyle(.segmented)
      switch style {
      case .insetGrouped: mailboxes.listStyle(.insetGrouped)
      case .plain: mailboxes.listStyle(.plain)
      case .sidebar: mailboxes.listStyle(.sidebar)
      }
    }
  }

  private var mailboxes: some View {
    List {
      Section("Mailboxes") {
        Label("Inbox", systemImage: "tray").badge(12)
        Label("Drafts", systemImage: "doc").badge("new")
        Label("Flagged", systemImage: "flag").listRowBackground(Color.orange.opacity(0.3))
        Label("Sent", systemImage: "paperplane").listRowSeparator(.visible, edges: .bottom)
      }
      Section("Folders") {
        Text("Receipts")
        Text("Travel").listRowInsets(EdgeInsets(top: 0, leading: 32, bottom: 0, trailing: 0))
      }
      .headerProminence(.increased)
    }
  }
}
