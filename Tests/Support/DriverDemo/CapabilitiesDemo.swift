import Decl
import DeclRender
import Foundation

/// An app for the terminal capability tests: its screen says which colour scheme and scene
/// phase it has, shows a `Link`, and its "Copy" button copies text to the clipboard.
struct CapabilitiesDemo: View {
  @Environment(\.colorScheme) private var colorScheme
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    VStack(alignment: .leading) {
      Text("<SCHEME \(colorScheme == .dark ? "dark" : "light")>")
      Text("<PHASE \(scenePhase == .active ? "active" : "inactive")>")
      Link("Decl docs", destination: URL(string: "https://example.com/decl")!)
      Button("Copy") { Clipboard.string = "copied text" }
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
