import Decl
import DeclRender
import Foundation

/// An app for the terminal capability tests: its screen says which colour scheme and scene
/// phase it has, shows a `Link`, its "Copy" button copies text to the clipboard, and its pad
/// shows the phases of the keys `onKeyPress` saw while it had focus; then a text field and a
/// selectable text to copy from.
struct CapabilitiesDemo: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.scenePhase) private var scenePhase
  @State private var keys: [String] = []
  @State private var name = "field text"

  var body: some View {
    VStack(alignment: .leading) {
      Text("<SCHEME \(colorScheme == .dark ? "dark" : "light")>")
      Text("<PHASE \(scenePhase == .active ? "active" : "inactive")>")
      Link("Decl docs", destination: URL(string: "https://example.com/decl")!)
      Button("Copy") { Clipboard.string = "copied text" }
      Text("<KEYS \(keys.suffix(4).joined(separator: " "))>")
        .onKeyPress(phases: .all) { press in
          guard press.key.character.isLetter else { return .ignored }
          let phase = press.phase == .down ? "down" : press.phase == .repeat ? "repeat" : "up"
          keys.append("\(phase):\(press.characters)")
          return .handled
        }
        .focusable()
      TextField("Name", text: $name)
      Text("<FIELD \(name)>")
      Text("selectable words").textSelection(.enabled)
    }
  }
}

@MainActor
func runCapabilitiesDemo() -> Never {
  do {
    try TerminalApp.run { CapabilitiesDemo() }
  } catch {
    print("error: \(error)")
  }
  exit(0)
}
