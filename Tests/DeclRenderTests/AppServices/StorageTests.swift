import Decl
import Foundation
import Testing

@testable import DeclRender

private enum Theme: String { case light, dark }
private enum Level: Int {
  case low = 1
  case high = 2
}

/// Storage tests use their own suite (removed at the end) or unique keys of
/// `UserDefaults.standard` that they remove, so nothing outlives the test run.
@MainActor
@Suite(.serialized) struct StorageTests {
  nonisolated static func freshSuite(_ name: String) -> UserDefaults {
    let suite = "decl.tests.\(name)"
    UserDefaults().removePersistentDomain(forName: suite)
    return UserDefaults(suiteName: suite)!
  }

  private struct Counter: View {
    @AppStorage("launches", store: StorageTests.counterStore) var launches = 0
    var body: some View {
      VStack {
        Text("Launches: \(launches)")
        Button("Add") { launches += 1 }
      }
    }
  }
  nonisolated(unsafe) static let counterStore = freshSuite("counter")

  /// A value written through one view is what a new view (another graph) reads.
  @Test func valueSurvivesIntoANewView() {
    let first = TestHost(width: 30, height: 4) { Counter() }
    #expect(first.screen.contains("Launches: 0"))
    first.tap("Add")
    first.tap("Add")
    #expect(first.screen.contains("Launches: 2"))
    #expect(Self.counterStore.integer(forKey: "launches") == 2)
    let second = TestHost(width: 30, height: 4) { Counter() }
    #expect(second.screen.contains("Launches: 2"))
    Self.counterStore.removePersistentDomain(forName: "decl.tests.counter")
  }

  private struct StandardFlag: View {
    @AppStorage("decl.tests.standardFlag") var flag = false
    var body: some View { Toggle("Flag", isOn: $flag).toggleStyle(.checkbox) }
  }

  /// Without `store:`, the value is written to `UserDefaults.standard`.
  @Test func writesStandardDefaults() {
    let defaults = UserDefaults.standard
    defaults.removeObject(forKey: "decl.tests.standardFlag")
    defer { defaults.removeObject(forKey: "decl.tests.standardFlag") }
    let host = TestHost(width: 20, height: 3) { StandardFlag() }
    #expect(host.screen.contains("[ ] Flag"))
    host.tap("Flag")
    #expect(defaults.bool(forKey: "decl.tests.standardFlag"))
    #expect(host.screen.contains("[x] Flag"))
  }

  private struct TwoReaders: View {
    @AppStorage("name", store: StorageTests.sharedStore) var name = "nobody"
    var body: some View {
      VStack {
        Text("Top: \(name)")
        Reader()
        Button("Rename") { name = "Ada" }
        Button("Direct") { StorageTests.sharedStore.set("Grace", forKey: "name") }
      }
    }
  }

  private struct Reader: View {
    @AppStorage("name", store: StorageTests.sharedStore) var name = "nobody"
    var body: some View { Text("Inner: \(name)") }
  }
  nonisolated(unsafe) static let sharedStore = freshSuite("shared")

  /// A write through one view, or straight to `UserDefaults`, updates every view reading it.
  @Test func changesReachEveryReader() {
    let host = TestHost(width: 30, height: 6) { TwoReaders() }
    #expect(host.screen.contains("Inner: nobody"))
    host.tap("Rename")
    #expect(host.screen.contains("Top: Ada"))
    #expect(host.screen.contains("Inner: Ada"))
    host.tap("Direct")
    #expect(host.screen.contains("Top: Grace"))
    #expect(host.screen.contains("Inner: Grace"))
    Self.sharedStore.removePersistentDomain(forName: "decl.tests.shared")
  }

  private struct Everything: View {
    @AppStorage("b") var b = true
    @AppStorage("i") var i = 7
    @AppStorage("d") var d = 1.5
    @AppStorage("s") var s = "x"
    @AppStorage("u") var u = URL(string: "https://example.com/a")!
    @AppStorage("data") var data = Data([1, 2])
    @AppStorage("date") var date = Date(timeIntervalSinceReferenceDate: 0)
    @AppStorage("theme") var theme = Theme.light
    @AppStorage("level") var level = Level.low
    @AppStorage("maybe") var maybe: String?
    @AppStorage("maybeTheme") var maybeTheme: Theme?
    var body: some View {
      VStack {
        Text("\(b) \(i) \(d) \(s) \(u.absoluteString) \(data.count)")
        Text("\(date.timeIntervalSinceReferenceDate) \(theme.rawValue) \(level.rawValue)")
        Text("\(maybe ?? "nil") \(maybeTheme?.rawValue ?? "nil")")
        Button("Change") {
          b = false
          i = 8
          d = 2.5
          s = "y"
          u = URL(string: "https://example.com/b")!
          data = Data([1, 2, 3])
          date = Date(timeIntervalSinceReferenceDate: 60)
          theme = .dark
          level = .high
          maybe = "set"
          maybeTheme = .dark
        }
        Button("Clear") {
          maybe = nil
          maybeTheme = nil
        }
      }
    }
  }

  /// Every type SwiftUI stores round-trips through the store, optionals remove their key.
  @Test func everyTypeRoundTrips() {
    let store = Self.freshSuite("types")
    defer { store.removePersistentDomain(forName: "decl.tests.types") }
    let host = TestHost(width: 60, height: 6) { Everything().defaultAppStorage(store) }
    #expect(host.screen.contains("true 7 1.5 x https://example.com/a 2"))
    #expect(host.screen.contains("0.0 light 1"))
    #expect(host.screen.contains("nil nil"))
    host.tap("Change")
    #expect(host.screen.contains("false 8 2.5 y https://example.com/b 3"))
    #expect(host.screen.contains("60.0 dark 2"))
    #expect(host.screen.contains("set dark"))
    #expect(store.string(forKey: "theme") == "dark")
    #expect(store.integer(forKey: "level") == 2)
    #expect(store.string(forKey: "u") == "https://example.com/b")
    let again = TestHost(width: 60, height: 6) { Everything().defaultAppStorage(store) }
    #expect(again.screen.contains("false 8 2.5 y https://example.com/b 3"))
    again.tap("Clear")
    #expect(store.object(forKey: "maybe") == nil)
    #expect(again.screen.contains("nil nil"))
  }

  /// Outside a view (a model object), the property reads and writes the store.
  @Test func worksInAModelObject() {
    final class Model {
      @AppStorage("lastNumber", store: StorageTests.modelStore) var lastNumber = 12
    }
    let model = Model()
    #expect(model.lastNumber == 12)
    model.lastNumber = 5
    #expect(Self.modelStore.integer(forKey: "lastNumber") == 5)
    #expect(Model().lastNumber == 5)
    Self.modelStore.removePersistentDomain(forName: "decl.tests.model")
  }
  nonisolated(unsafe) static let modelStore = freshSuite("model")

  private struct Drafts: View {
    @State var showsEditor = true
    var body: some View {
      VStack {
        if showsEditor { Editor() } else { Text("closed") }
        Button("Toggle") { showsEditor.toggle() }
      }
    }
  }

  private struct Editor: View {
    @SceneStorage("draft") var draft = ""
    var body: some View {
      VStack {
        Text("Draft: \(draft)")
        Button("Write") { draft = "hello" }
      }
    }
  }

  /// A scene storage value outlives its view: the view made again reads it.
  @Test func sceneStorageOutlivesTheView() {
    let host = TestHost(width: 30, height: 4) { Drafts() }
    host.tap("Write")
    #expect(host.screen.contains("Draft: hello"))
    host.tap("Toggle")
    #expect(host.screen.contains("closed"))
    host.tap("Toggle")
    #expect(host.screen.contains("Draft: hello"))
    // Another scene (another host) has its own values.
    let other = TestHost(width: 30, height: 4) { Drafts() }
    #expect(other.screen.contains("Draft:") && !other.screen.contains("hello"))
  }
}
