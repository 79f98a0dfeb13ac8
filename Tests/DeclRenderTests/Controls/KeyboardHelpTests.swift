import Decl
import DeclTesting
import Testing

@testable import DeclRender

/// `keyboardHelp()`: a footer row listing the keys that work where focus is now.
@MainActor
@Suite struct KeyboardHelpTests {
  struct Settings: View {
    @State private var notify = false
    @State private var volume = 0.5
    @State private var saved = 0
    @State private var showsSheet = false

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Toggle("Notify", isOn: $notify)
        Slider(value: $volume)
        Button("Save") { saved += 1 }.keyboardShortcut("s")
        Button("Details") { showsSheet = true }
        Text("Saved \(saved) times")
      }
      .sheet(isPresented: $showsSheet) {
        Text("Details").keyboardHelp()
      }
      .keyboardHelp()
    }
  }

  private func footer(_ host: TestHost) -> String {
    host.screen.components(separatedBy: "\n").last ?? ""
  }

  @Test func theFooterFollowsFocus() {
    let host = TestHost(width: 60, height: 8) { Settings() }
    // Nothing focused yet: Tab, and the shortcut with its button's title.
    #expect(footer(host) == " tab next  ⇧tab previous  ^S Save")
    assertSnapshot(host, named: "unfocused", suite: "keyboard-help")
    host.send(.tab)
    #expect(footer(host) == " space toggle  tab next  ⇧tab previous  ^S Save")
    host.send(.tab)
    #expect(footer(host).hasPrefix(" ←→ adjust  tab next"))
    host.send(.tab)
    #expect(footer(host).hasPrefix(" enter press  tab next"))
    assertSnapshot(host, named: "button-focused", suite: "keyboard-help")
    // The shortcut works, and the content kept its rows above the footer.
    host.send(.char("s"), modifiers: .control)
    #expect(host.screen.contains("Saved 1 times"))
    // In a sheet: Escape closes it, and the screen's shortcut is out of reach.
    host.send(.tab)
    host.send(.enter)
    #expect(footer(host).contains("esc close"))
    #expect(!footer(host).contains("Save"))
    assertSnapshot(host, named: "sheet", suite: "keyboard-help")
  }

  @Test func entriesThatDoNotFitAreLeftOutWhole() {
    let host = TestHost(width: 22, height: 8) { Settings() }
    #expect(footer(host) == " tab next")
    let hidden = TestHost(width: 60, height: 8) { Settings().keyboardHelp(.hidden) }
    #expect(
      hidden.screen.components(separatedBy: "\n").filter { $0.contains("tab next") }.count == 1)
    // A screen too short for the footer and content still draws, and one row is the footer.
    let tiny = TestHost(width: 30, height: 1) { Settings() }
    #expect(tiny.screen == " tab next  ⇧tab previous")
  }

  @Test func anIdleFrameCostsNoBytesAndMovingFocusRewritesTheFooter() {
    let renderer = FrameRenderer(root: Settings(), size: Size(width: 60, height: 8))
    renderer.renderFrame()
    #expect(renderer.renderFrame().isEmpty)
    renderer.apply([.key(KeyEvent(.tab))])
    let moved = String(decoding: renderer.renderFrame(), as: UTF8.self)
    #expect(moved.contains("space"))
    #expect(renderer.renderFrame().isEmpty)
    #expect(renderer.graph.keyHelp().first == KeyHelp("space", "toggle"))
  }

  @Test func shortcutsAreNamedTerminalStyle() {
    #expect(KeyHelp(.defaultAction, action: "OK").keys == "enter")
    #expect(KeyHelp(.cancelAction, action: "Cancel").keys == "esc")
    #expect(
      KeyHelp(KeyboardShortcut("n", modifiers: [.command, .shift]), action: "New").keys == "^⇧N")
    #expect(KeyHelp(KeyboardShortcut(.upArrow, modifiers: .option), action: "Up").keys == "alt-↑")
  }
}
