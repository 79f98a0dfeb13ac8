import Decl

/// A mail app's three tabs: the inbox's badge counts its unread messages; each tab keeps its
/// state while another shows.
struct MailTabsExample: View {
  enum Tab: Hashable { case inbox, drafts, settings }

  @State private var selection = Tab.inbox
  @State private var unread = ["Lunch on Friday?", "Your order shipped", "Build failed"]

  var body: some View {
    TabView(selection: $selection) {
      NavigationStack {
        List {
          ForEach(unread, id: \.self) { subject in
            Button(subject) { unread.removeAll { $0 == subject } }
          }
          if unread.isEmpty { Text("No unread mail") }
        }
        .navigationTitle("Inbox")
      }
      .tabItem { Label("Inbox", systemImage: "tray") }
      .tag(Tab.inbox)
      .badge(unread.count)

      DraftsTab()
        .tabItem { Label("Drafts", systemImage: "pencil") }
        .tag(Tab.drafts)

      SettingsTab()
        .tabItem { Label("Settings", systemImage: "gear") }
        .tag(Tab.settings)
    }
  }
}

/// A tab with state of its own, kept while another tab shows.
private struct DraftsTab: View {
  @State private var text = ""

  var body: some View {
    VStack {
      TextField("New draft", text: $text)
        .textFieldStyle(.roundedBorder)
      Text("\(text.count) characters")
        .foregroundStyle(.secondary)
    }
    .padding()
  }
}

private struct SettingsTab: View {
  @State private var notifications = true
  @State private var signature = false

  var body: some View {
    Form {
      Toggle("Notifications", isOn: $notifications)
      Toggle("Signature", isOn: $signature)
    }
  }
}

/// Three onboarding pages: ←/→ page while the index row is focused.
struct OnboardingPagesExample: View {
  var body: some View {
    TabView {
      OnboardingPage(symbol: "bolt", text: "Bankey is faster, easier, and fun!")
      OnboardingPage(symbol: "globe", text: "Move money quickly and safely.")
      OnboardingPage(symbol: "link", text: "Learn more at bankey.com.")
    }
    .tabViewStyle(.page)
    .indexViewStyle(.page(backgroundDisplayMode: .always))
  }
}

private struct OnboardingPage: View {
  let symbol: String
  let text: String

  var body: some View {
    VStack(spacing: 16) {
      Image(systemName: symbol)
      Text(text).font(.title3)
    }
  }
}
