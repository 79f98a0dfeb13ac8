// Ordinary SwiftUI code as written for Swift 5: this target compiles in Swift 5 language mode,
// so a change that breaks such code (an isolation attribute too many) fails the build.
import Decl
import Foundation
import Observation

final class CounterModel: ObservableObject {
  @Published var count = 0
  @Published var name = ""

  func load() async {
    count += 1
  }
}

@Observable
final class Settings {
  var title = "Settings"
  var isOn = false
}

struct FocusingButtonStyle: ButtonStyle {
  @FocusState private var isFocused: Bool
  @State private var presses = 0
  @Environment(\.isEnabled) private var isEnabled

  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .focused($isFocused)
      .foregroundColor(isFocused ? .accentColor : .primary)
  }
}

struct CheckToggleStyle: ToggleStyle {
  @FocusState private var isFocused: Bool

  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      HStack {
        Text(configuration.isOn ? "[x]" : "[ ]")
        configuration.label
      }
    }
    .focused($isFocused)
  }
}

struct CounterRow: View {
  @Binding var count: Int
  var body: some View {
    HStack {
      Text("Count: \(count)")
      Button("More") { count += 1 }
    }
  }
}

struct Swift5ContentView: View {
  enum Field: Hashable { case name, note }

  @StateObject private var model = CounterModel()
  @ObservedObject var shared: CounterModel
  @State private var settings = Settings()
  @State private var count = 0
  @State private var note = ""
  @State private var isAlerting = false
  @State private var changes = 0
  @FocusState private var focused: Field?

  var body: some View {
    VStack(alignment: .leading) {
      Text(settings.title)
      CounterRow(count: $count)
      TextField("Name", text: $model.name)
        .focused($focused, equals: .name)
      TextField("Note", text: $note)
        .focused($focused, equals: .note)
      Toggle("On", isOn: $settings.isOn)
        .toggleStyle(CheckToggleStyle())
      Button("Alert") { isAlerting = true }
        .buttonStyle(FocusingButtonStyle())
      Text("Loaded \(model.count), changes \(changes)")
    }
    .task {
      await model.load()
    }
    .onChange(of: count) { _ in
      changes += 1
    }
    .alert("Hello", isPresented: $isAlerting) {
      Button("OK", role: .cancel) {}
    } message: {
      Text("Swift 5")
    }
  }
}

// Swift 5 infers an enclosing type's isolation from its property wrappers; these must still be
// made and used from code that is not on the main actor, as with SwiftUI.

struct FieldFocus {
  @FocusState var isFocused: Bool
  @State var draft = ""
  var title: String

  init(title: String) {
    self.title = title
  }
}

struct FocusedFieldStyle: ViewModifier {
  @FocusState private var isFocused: Bool
  let tint: Color

  init(tint: Color = .blue) {
    self.tint = tint
  }

  func body(content: Content) -> some View {
    content.focused($isFocused).foregroundColor(isFocused ? tint : nil)
  }
}

extension ButtonStyle where Self == FocusingButtonStyle {
  static var focusing: FocusingButtonStyle { FocusingButtonStyle() }
}

@MainActor final class MainActorModel: ObservableObject {
  @Published var value = 0
  func bump() { value += 1 }
}

struct ModelHelper {
  @ObservedObject var model: MainActorModel
  // Allowed because the wrapper makes the struct main-actor isolated in Swift 5 mode.
  func bump() { model.bump() }
}

func makeStylesOffTheMainActor() -> (FieldFocus, FocusedFieldStyle, FocusingButtonStyle) {
  (FieldFocus(title: "Name"), FocusedFieldStyle(), FocusingButtonStyle())
}

struct SaveFailure: LocalizedError {
  var errorDescription: String? { "Save failed" }
}

struct FormattingView: View {
  @State private var amount = 12.5
  @State private var quantity = 3.0
  @State private var failure: SaveFailure?
  @State private var isConfirming = false
  private let decimal = NumberFormatter()

  var body: some View {
    let _ = Self._printChanges()
    VStack(alignment: .leading) {
      TextField("Amount", value: $amount, format: .number.precision(.fractionLength(2)))
      TextField("Quantity", value: $quantity, formatter: decimal)
      Text(amount, format: .currency(code: "USD").locale(Locale(identifier: "en_US")))
      Text("**Tip** \(0.15, format: .percent)")
      Text(styled)
        .font(.custom("Menlo", size: 13, relativeTo: .body))
      Button("Fail") { failure = SaveFailure() }
    }
    .alert(error: $failure) {
      Button("OK") {}
    }
    .confirmationDialog("Share", isPresented: $isConfirming, presenting: amount) { amount in
      Button("Share \(amount)") {}
    } message: { _ in
      Text("Pick one")
    }
  }

  private var styled: AttributedString {
    var text = AttributedString("styled")
    text.foregroundColor = .red
    return text
  }
}

/// Tab views, split views, disclosure groups, menus and row actions as Swift 5 code writes them.
struct AppStructureView: View {
  enum Section: Hashable { case list, more }

  @State private var section = Section.list
  @State private var selection: String?
  @State private var visibility = NavigationSplitViewVisibility.all
  @State private var expanded = false
  @State private var items = ["One", "Two"]
  @State private var log = ""

  var body: some View {
    TabView(selection: $section) {
      NavigationSplitView(columnVisibility: $visibility) {
        List(items, id: \.self, selection: $selection) { item in
          Text(item)
            .contextMenu { Button("Log") { log = "context \(item)" } }
            .swipeActions(edge: .leading, allowsFullSwipe: false) {
              Button("Mark") { log = "swiped \(item)" }
            }
        }
        .navigationTitle("Items")
        .toolbar { EditButton() }
      } detail: {
        Text(selection ?? "none")
      }
      .tabItem { Label("List", systemImage: "list.bullet") }
      .tag(Section.list)
      .badge(items.count)

      VStack {
        DisclosureGroup("Details", isExpanded: $expanded) { Text("Shown") }
        Menu("Menu") {
          Button("First") { log = "first" }
        } primaryAction: {
          log = "primary"
        }
        ShareLink(item: URL(string: "https://example.com")!)
        Text(log)
      }
      .tabItem { Label("More", systemImage: "ellipsis") }
      .tag(Section.more)
    }
  }
}

/// Common spellings that must compile: a constant edit mode, menus with image labels, page
/// styles by type, search tabs and text badges.
struct AppStructureSpellings: View {
  @State private var tab = 0

  var body: some View {
    TabView(selection: $tab) {
      Tab("Home", systemImage: "house", value: 0) {
        List {
          Text("Row")
        }
        .environment(\.editMode, .constant(.active))
      }
      .badge(Text("New"))
      Tab(value: 1, role: .search) {
        Menu {
          Button(role: .destructive) {
          } label: {
            Label("Delete", systemImage: "trash")
          }
        } label: {
          Image(systemName: "ellipsis.circle")
        }
        .menuStyle(.borderlessButton)
      }
    }
    .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
  }
}

/// App services as Swift 5 code writes them: `@AppStorage` in a model object (set from a
/// `didSet`), searching, refreshing with a model's async method, dates, shortcuts, scrolling.
final class LuckyUser: ObservableObject {
  @AppStorage("swift5.lastNumber", store: UserDefaults(suiteName: "decl.tests.swift5"))
  var lastNumber: Int = 12
  @Published var luckyNumber: Int = 0 {
    didSet { lastNumber = luckyNumber }
  }
}

struct AppServicesView: View {
  @StateObject private var model = CounterModel()
  @StateObject private var user = LuckyUser()
  @State private var query = ""
  @State private var date = Date(timeIntervalSince1970: 0)
  @AppStorage("swift5.flag", store: UserDefaults(suiteName: "decl.tests.swift5"))
  private var flag = false
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.dismissSearch) private var dismissSearch

  var body: some View {
    NavigationStack {
      ScrollViewReader { proxy in
        List {
          DatePicker("When", selection: $date, displayedComponents: .date)
          Toggle("Flag", isOn: $flag)
          Text("Lucky \(user.lastNumber)")
          Button("Lucky") { user.luckyNumber = 7 }.keyboardShortcut("l")
          Button("Top") { proxy.scrollTo("top", anchor: .top) }
            .help("Back to the top")
          Text(date, style: .relative).id("top")
        }
        .listStyle(.insetGrouped)
        .refreshable { await model.load() }
      }
      .navigationTitle(sizeClass == .regular ? "Wide" : "Narrow")
    }
    .searchable(text: $query, prompt: Text("Filter"))
    .onSubmit(of: .search) { dismissSearch() }
  }
}
