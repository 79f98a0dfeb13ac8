import Decl
import Testing

@testable import DeclRender

/// Navigation stacks: links push, Escape and Back pop, the state that pushed is written back,
/// deep links show at once at any depth, and covered screens keep their state.
@MainActor
@Suite struct NavigationStackTests {
  private struct Detail: View {
    let name: String
    @State private var taps = 0

    var body: some View {
      VStack {
        Text("\(name) detail, \(taps) taps")
        Button("Tap") { taps += 1 }
      }
      .navigationTitle(name)
    }
  }

  private struct Root: View {
    var body: some View {
      NavigationStack {
        List {
          NavigationLink("Apples") { Detail(name: "Apples") }
          NavigationLink("Pears") { Detail(name: "Pears") }
        }
        .navigationTitle("Fruit")
      }
    }
  }

  @Test func linkPushesAndEscapePops() {
    let host = TestHost(width: 40, height: 10) { Root() }
    // iOS: the large title at the leading edge on its own row under the (empty) bar.
    #expect(host.lines[0] == "")
    #expect(host.rows[1] == " Fruit")
    #expect(host.screen.contains("Apples"))
    #expect(host.rows[2].hasSuffix("›"))
    #expect(host.tap("Pears"))
    #expect(host.screen.contains("Pears detail, 0 taps"))
    #expect(!host.screen.contains("Apples"))
    #expect(host.rows[0].hasPrefix("‹ Fruit"))
    #expect(host.rows[1] == " Pears")
    host.send(.escape)
    #expect(host.rows[1] == " Fruit")
    #expect(host.screen.contains("Apples"))
  }

  @Test func pushedScreenFocusesItsFirstControlAndPopRestoresFocus() {
    let host = TestHost(width: 40, height: 10) { Root() }
    host.send(.tab)
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("Pears detail"))
    host.send(.enter)
    #expect(host.screen.contains("Pears detail, 1 taps"))
    host.send(.escape)
    // Focus is back on the row that pushed: Enter pushes it again, with fresh state.
    host.send(.enter)
    #expect(host.screen.contains("Pears detail, 0 taps"))
  }

  @Test func backButtonClickPops() {
    let host = TestHost(width: 40, height: 10) { Root() }
    #expect(host.tap("Apples"))
    host.click(x: 1, y: 0)
    #expect(host.rows[1] == " Fruit")
    #expect(host.tap("Apples"))
    #expect(host.tap("Fruit"))
    #expect(host.rows[1] == " Fruit")
  }

  private struct DeepLink: View {
    @State var first: Bool
    @State var second: Bool
    @State var third: Bool

    var body: some View {
      NavigationStack {
        Text("Level 0")
          .navigationTitle("Zero")
          .navigationDestination(isPresented: $first) {
            Text("Level 1 (second \(second ? "on" : "off"))")
              .navigationTitle("One")
              .navigationDestination(isPresented: $second) {
                Text("Level 2")
                  .navigationTitle("Two")
                  .navigationDestination(isPresented: $third) {
                    Text("Level 3").navigationTitle("Three")
                  }
              }
          }
      }
    }
  }

  @Test func deepLinkShowsTheDeepestScreenAndPopsLevelByLevel() {
    let host = TestHost(width: 40, height: 8) {
      DeepLink(first: true, second: true, third: true)
    }
    #expect(host.screen.contains("Level 3"))
    #expect(host.rows[0].hasPrefix("‹ Two"))
    host.send(.escape)
    #expect(host.screen.contains("Level 2"))
    #expect(host.rows[0].hasPrefix("‹ One"))
    host.send(.escape)
    #expect(host.screen.contains("Level 1 (second off)"))
    host.send(.escape)
    #expect(host.screen.contains("Level 0"))
    host.send(.escape)
    #expect(host.screen.contains("Level 0"))
  }

  @Test func stateSetFromCodePops() {
    struct Screen: View {
      @State private var isPresented = false
      var body: some View {
        NavigationStack {
          Button("Go") { isPresented = true }
            .navigationDestination(isPresented: $isPresented) {
              Button("Close") { isPresented = false }
            }
        }
      }
    }
    let host = TestHost(width: 30, height: 6) { Screen() }
    #expect(host.tap("Go"))
    #expect(host.screen.contains("Close"))
    #expect(host.rows[0].hasPrefix("‹ Back"))
    #expect(host.tap("Close"))
    #expect(host.screen.contains("Go"))
  }

  @Test func pathDrivenStackPushesValuesAndPopsByShorteningThePath() {
    struct Screen: View {
      @State private var path: [Int] = [1, 2]
      var body: some View {
        VStack {
          Text("path \(path.map(String.init).joined(separator: ","))")
          NavigationStack(path: $path) {
            NavigationLink("Push 7", value: 7)
              .navigationDestination(for: Int.self) { number in
                VStack {
                  Text("Number \(number)")
                  NavigationLink("Push \(number * 10)", value: number * 10)
                }
                .navigationTitle("N\(number)")
              }
          }
        }
      }
    }
    let host = TestHost(width: 30, height: 8) { Screen() }
    #expect(host.screen.contains("Number 2"))
    #expect(host.rows[1].hasPrefix("‹ N1"))
    host.send(.escape)
    #expect(host.screen.contains("Number 1"))
    #expect(host.screen.contains("path 1"))
    #expect(host.tap("Push 10"))
    #expect(host.screen.contains("Number 10"))
    #expect(host.screen.contains("path 1,10"))
    host.send(.escape)
    host.send(.escape)
    #expect(host.screen.contains("Push 7"))
    #expect(host.rows[0].trimmingCharacters(in: .whitespaces) == "path")
  }

  @Test func destinationsDeclaredOnPushedScreensDoNotLoop() {
    struct Screen: View {
      @State private var path: [String] = ["a"]
      var body: some View {
        NavigationStack(path: $path) {
          Text("root")
            .navigationDestination(for: String.self) { value in Page(value: value) }
        }
      }
    }
    struct Page: View {
      let value: String
      @State private var taps = 0
      var body: some View {
        VStack {
          Text("page \(value), \(taps) taps")
          Button("Tap") { taps += 1 }
          NavigationLink("Next", value: value + "b")
        }
        .navigationDestination(for: String.self) { value in Page(value: value) }
      }
    }
    let host = TestHost(width: 40, height: 8) { Screen() }
    #expect(host.screen.contains("page a, 0 taps"))
    #expect(host.tap("Tap"))
    #expect(host.tap("Next"))
    #expect(host.screen.contains("page ab, 0 taps"))
    host.send(.escape)
    #expect(host.screen.contains("page a, 1 taps"))
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func coveredScreenDisappearsAndAppearsAgainKeepingItsState() async {
    @MainActor final class Log {
      var entries: [String] = []
    }
    struct Screen: View {
      let log: Log
      @State private var count = 0
      var body: some View {
        NavigationStack {
          VStack {
            Text("count \(count)")
            Button("Add") { count += 1 }
            NavigationLink("Open") { Text("pushed") }
          }
          .onAppear { log.entries.append("appear") }
          .onDisappear { log.entries.append("disappear") }
          .task {
            log.entries.append("task")
            try? await Task.sleep(for: .seconds(3_600))
            log.entries.append("task ended")
          }
        }
      }
    }
    let log = Log()
    let host = TestHost(width: 30, height: 6) { Screen(log: log) }
    #expect(host.tap("Add"))
    #expect(host.tap("Open"))
    #expect(host.screen.contains("pushed"))
    host.send(.escape)
    #expect(host.screen.contains("count 1"))
    let deadline = ContinuousClock.now + .seconds(60)
    while log.entries.filter({ $0 == "task" }).count < 2 || !log.entries.contains("task ended"),
      ContinuousClock.now < deadline
    {
      await host.settle(timeout: .milliseconds(50))
    }
    #expect(log.entries.filter { $0 == "appear" }.count == 2)
    #expect(log.entries.filter { $0 == "disappear" }.count == 1)
    #expect(log.entries.filter { $0 == "task" }.count == 2)
    #expect(log.entries.filter { $0 == "task ended" }.count == 1)
  }

  @Test func destinationOutsideAStackWarnsAndShowsNothing() {
    let host = TestHost(width: 30, height: 4) {
      Text("alone").navigationDestination(isPresented: .constant(true)) { Text("pushed") }
    }
    #expect(host.screen.contains("alone"))
    #expect(!host.screen.contains("pushed"))
    #expect(host.stats.warnings.contains { $0.contains("outside a NavigationStack") })
  }

  @Test func dismissEnvironmentPopsPushedScreen() {
    struct Pushed: View {
      @Environment(\.dismiss) private var dismiss
      var body: some View { Button("Done") { dismiss() } }
    }
    let host = TestHost(width: 30, height: 6) {
      NavigationStack { NavigationLink("Open") { Pushed() } }
    }
    #expect(host.tap("Open"))
    #expect(host.screen.contains("Done"))
    #expect(host.tap("Done"))
    #expect(host.screen.contains("Open"))
  }

  /// A `Label` in a toolbar shows its icon alone, as in SwiftUI (the title stays its
  /// accessible name); `.titleAndIcon` asks for both, and a menu opened from the toolbar
  /// shows titles again.
  @Test func toolbarLabelsShowTheirIcon() {
    let host = TestHost(width: 60, height: 6) {
      NavigationStack {
        Text("Home")
          .navigationTitle("Featured")
          .toolbar {
            Button {
            } label: {
              Label("User Profile", systemImage: "person.crop.circle")
            }
            Label("Share", systemImage: "square.and.arrow.up").labelStyle(.titleAndIcon)
            Menu {
              Button {
              } label: {
                Label("Sort by name", systemImage: "arrow.up")
              }
            } label: {
              Label("Sort", systemImage: "arrow.up.arrow.down")
            }
          }
      }
    }
    #expect(host.rows[1].contains("Featured"))
    #expect(!host.screen.contains("User Profile"))
    #expect(host.screen.contains("👤"))
    #expect(host.screen.contains("Share"))
    #expect(!host.screen.contains("Sort"))
    // The profile button, then the menu.
    host.send(.tab)
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("↑ Sort by name"))
  }

  /// A `Toggle` in a toolbar is a button that shows its state, as on iOS, not a switch with a
  /// spacer that would take the title bar.
  @Test func aToolbarToggleIsAButton() {
    struct Screen: View {
      @State var sorted = false
      var body: some View {
        NavigationStack {
          Text(sorted ? "sorted" : "unsorted")
            .navigationTitle("Feed")
            .toolbar {
              Toggle(isOn: $sorted) { Image(systemName: "arrow.up.arrow.down") }
            }
        }
      }
    }
    let host = TestHost(width: 40, height: 4) { Screen() }
    #expect(host.rows[1].contains("Feed"))
    #expect(!host.rows[0].contains("○──"))
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("unsorted") == false)
  }
}
