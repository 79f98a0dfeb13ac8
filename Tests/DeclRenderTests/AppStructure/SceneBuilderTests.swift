import Decl
import DeclRender
import Testing

/// Apps with several scenes, and windows that present a value, as iOS and iPadOS apps write them.
@MainActor
struct SceneBuilderTests {
  private struct ThreeScenes: App {
    var body: some Scene {
      WindowGroup { Text("Main window") }
      WindowGroup("Inspector", id: "inspector") { Text("Inspector") }
      WindowGroup(for: Int.self) { $number in Text("Number \(number ?? 0)") }
    }
  }

  @Test func anAppWithSeveralScenesShowsTheFirstWindow() {
    let host = TestHost(width: 30, height: 3) { AnyView(ThreeScenes().body.terminalRootView) }
    #expect(host.screen.contains("Main window"))
    #expect(!host.screen.contains("Inspector"))
  }

  private struct Optional: App {
    let showsWindow: Bool
    init() { showsWindow = true }
    init(showsWindow: Bool) { self.showsWindow = showsWindow }

    var body: some Scene {
      if showsWindow {
        WindowGroup { Text("Shown") }
      }
    }
  }

  @Test func anIfInTheSceneBuilderDecidesWhetherTheWindowShows() {
    let shown = TestHost(width: 20, height: 2) {
      AnyView(Optional(showsWindow: true).body.terminalRootView)
    }
    #expect(shown.screen.contains("Shown"))
    let hidden = TestHost(width: 20, height: 2) {
      AnyView(Optional(showsWindow: false).body.terminalRootView)
    }
    #expect(!hidden.screen.contains("Shown"))
  }

  private struct Stepping: View {
    @Binding var value: Int
    var body: some View {
      Button("Value \(value)") { value += 1 }
    }
  }

  @Test func aWindowPresentingAValueOwnsIt() {
    let scene = WindowGroup(for: Int.self) { $value in
      Stepping(value: $value)
    } defaultValue: {
      41
    }
    let host = TestHost(width: 20, height: 2) { AnyView(scene.terminalRootView) }
    #expect(host.screen.contains("Value 41"))
    #expect(host.tap("Value 41"))
    #expect(host.screen.contains("Value 42"))
  }
}
