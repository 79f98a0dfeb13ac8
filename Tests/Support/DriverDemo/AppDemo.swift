import Decl
import DeclRender

/// A whole app for the pseudo-terminal tests: its screen says `<APP count n>`, and its
/// "Break" button makes the next bodies write state, which Decl reports as a warning.
struct AppDemo: View {
  @State private var count = 0
  @State private var broken = false

  var body: some View {
    VStack {
      Text("<APP \(label())>")
      Text("漢字 👍🏽 e\u{301}")
      Button("Break") { broken = true }
    }
  }

  /// Writes state while the body runs once broken: API misuse, warned about on stderr.
  private func label() -> String {
    if broken && count == 0 { count = 1 }
    return "count \(count)"
  }
}

@MainActor
func runAppDemo() -> Never {
  do {
    try TerminalApp.run { AppDemo() }
  } catch {
    print("error: \(error)")
  }
  exit(0)
}
