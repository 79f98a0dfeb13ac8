import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

@MainActor
@Suite struct CommandsTests {
  private struct Editor: View {
    @State var log: [String] = []
    @State var name = ""
    var body: some View {
      VStack {
        TextField("Name", text: $name)
        Button("Save") { log.append("save") }.keyboardShortcut("s")
        Button("Export") { log.append("export") }.keyboardShortcut(
          "e", modifiers: [.command, .shift])
        Button("OK") { log.append("ok") }.keyboardShortcut(.defaultAction)
        Button("Cancel") { log.append("cancel") }.keyboardShortcut(.cancelAction)
        Text("Log: \(log.joined(separator: ","))")
      }
    }
  }

  /// Command is Ctrl or Alt; Shift needs Alt (Ctrl hides it); Enter runs the default action,
  /// also from a one-line text field without onSubmit; Escape the cancel action.
  @Test func shortcutsActivateButtons() {
    let host = TestHost(width: 40, height: 10) { Editor() }
    host.send(.ctrl("s"))
    host.send(.char("s"), modifiers: .option)
    #expect(host.screen.contains("Log: save,save"))
    host.send(.ctrl("e"))
    #expect(!host.screen.contains("export"))
    host.send(.char("E"), modifiers: .option)
    #expect(host.screen.contains("save,save,export"))
    host.send(.tab)
    host.type("Ada")
    host.send(.enter)
    #expect(host.screen.contains("export,ok"))
    host.send(.escape)
    #expect(host.screen.contains("ok,cancel"))
    // Ctrl-A is the text field's (start of line), not a shortcut.
    host.send(.ctrl("a"))
    host.type("X")
    #expect(host.screen.contains("XAda"))
  }

  /// A focused button takes Enter itself; the default action runs only when nothing uses it.
  @Test func focusedButtonKeepsEnter() {
    let host = TestHost(width: 40, height: 10) { Editor() }
    host.send(.tab)
    host.send(.tab)
    host.send(.enter)
    #expect(host.screen.contains("Log: save"))
  }

  struct CountCommands: Commands {
    let counter: Counter
    var body: some Commands {
      CommandMenu("Count") {
        Button("Add") { counter.value += 1 }.keyboardShortcut("=")
        Divider()
        Button("Reset") { counter.value = 0 }.keyboardShortcut("0", modifiers: [.command])
      }
      CommandGroup(replacing: .newItem) {
        Button("Add Ten") { counter.value += 10 }.keyboardShortcut("t")
      }
      SidebarCommands()
    }
  }

  @Observable @MainActor final class Counter { var value = 0 }

  private struct CounterView: View {
    let counter: Counter
    var body: some View { Text("Count \(counter.value)") }
  }

  /// A scene's commands are not drawn; their shortcuts run from anywhere.
  @Test func sceneCommandsRunFromShortcuts() {
    let counter = Counter()
    let scene = WindowGroup { CounterView(counter: counter) }
      .commands { CountCommands(counter: counter) }
    let host = TestHost(width: 30, height: 3) { AnyView(scene.terminalRootView) }
    #expect(host.screen.contains("Count 0"))
    #expect(!host.screen.contains("Add"))
    host.send(.char("="), modifiers: .option)
    host.send(.ctrl("t"))
    #expect(host.screen.contains("Count 11"))
    host.send(.ctrl("0"))
    #expect(host.screen.contains("Count 0"))
  }

  struct SelectedNameKey: FocusedValueKey { typealias Value = String }

  private struct Names: View {
    var body: some View {
      VStack {
        Button("Ada") {}.focusedValue(\.selectedName, "Ada")
        Button("Grace") {}.focusedValue(\.selectedName, "Grace")
        Button("Nobody") {}
        Inspector()
      }
      .focusedSceneValue(\.sceneTitle, "Roster")
    }
  }

  private struct Inspector: View {
    @FocusedValue(\.selectedName) var name
    @FocusedValue(\.sceneTitle) var title
    var body: some View { Text("\(title ?? "-"): \(name ?? "none")") }
  }

  /// `@FocusedValue` reads what the focused control publishes (nil when it publishes nothing),
  /// and a scene value while its view is on screen.
  @Test func focusedValuesFollowFocus() {
    let host = TestHost(width: 30, height: 8) { Names() }
    #expect(host.screen.contains("Roster: none"))
    host.send(.tab)
    #expect(host.screen.contains("Roster: Ada"))
    host.send(.tab)
    #expect(host.screen.contains("Roster: Grace"))
    host.send(.tab)
    #expect(host.screen.contains("Roster: none"))
  }

  private struct Board: View {
    @State var moves: [String] = []
    @FocusState var focused: Bool
    var body: some View {
      VStack {
        Text("Moves: \(moves.joined())")
          .focusable()
          .focused($focused)
          .onMoveCommand { direction in
            moves.append(
              direction == .up ? "U" : direction == .down ? "D" : direction == .left ? "L" : "R")
          }
        Button("Other") {}
      }
      .defaultFocus($focused, true)
    }
  }

  /// `defaultFocus` focuses the view when it appears; arrows it does not use run
  /// `onMoveCommand` instead of moving focus.
  @Test func defaultFocusAndMoveCommands() {
    let host = TestHost(width: 30, height: 4) { Board() }
    host.send(.up)
    host.send(.right)
    host.send(.down)
    #expect(host.screen.contains("Moves: URD"))
  }

  /// `focusEffectDisabled` draws the focused control without reverse video.
  @Test func focusEffectDisabled() {
    let plain = TestHost(width: 20, height: 3) { Button("Go") {} }
    plain.send(.tab)
    let position = plain.position(of: "Go")!
    #expect(plain.canvas[x: position.x, y: position.y].style.attributes.contains(.inverse))
    let quiet = TestHost(width: 20, height: 3) { Button("Go") {}.focusEffectDisabled() }
    quiet.send(.tab)
    #expect(!quiet.canvas[x: position.x, y: position.y].style.attributes.contains(.inverse))
  }

  /// `help` shows in a status line at the bottom while its control has focus.
  @Test func helpLine() {
    let host = TestHost(width: 30, height: 5) {
      VStack {
        Button("Sync") {}.help("Upload your changes")
        Button("Quit") {}
      }
    }
    #expect(!host.screen.contains("Upload"))
    host.send(.tab)
    #expect(host.rows[4] == " Upload your changes")
    assertSnapshot(host, named: "help", suite: "commands")
    host.send(.tab)
    #expect(!host.screen.contains("Upload"))
  }
}

extension FocusedValues {
  fileprivate var selectedName: String? {
    get { self[CommandsTests.SelectedNameKey.self] }
    set { self[CommandsTests.SelectedNameKey.self] = newValue }
  }

  fileprivate var sceneTitle: String? {
    get { self[SceneTitleKey.self] }
    set { self[SceneTitleKey.self] = newValue }
  }
}

private struct SceneTitleKey: FocusedValueKey { typealias Value = String }
