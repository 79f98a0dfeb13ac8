import Decl
import DeclRender
import Foundation

/// A whole app for the pseudo-terminal tests: its screen says `<APP count n>`, and its
/// "Break" button makes the next bodies write state, which Decl reports as a warning; its
/// "Print" button prints to standard output and standard error. It lists
/// the scene phases it has seen (Ctrl-Z is `background`, `fg` is `active` again).
struct AppDemo: View {
  @State private var count = 0
  @State private var broken = false
  @State private var phases: [String] = []
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    VStack {
      Text("<APP \(label())>")
      Text("漢字 👍🏽 e\u{301}")
      Button("Break") { broken = true }
      Button("Print") {
        print("<PRINTED>")
        FileHandle.standardError.write(Data("<STDERR>\n".utf8))
      }
      Text("<PHASES\(phases.map { " " + $0 }.joined())>")
    }
    .onChange(of: scenePhase) { _, phase in
      phases.append(phase == .active ? "active" : phase == .background ? "background" : "inactive")
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

/// A whole app whose every body run takes 20 ms, for the test of Ctrl-C behind a backlog: each
/// Enter on its focused "Slow" button costs one, so a few hundred Enters are seconds of work.
struct SlowDemo: View {
  @State private var count = 0

  var body: some View {
    usleep(20_000)
    return VStack {
      Text("<SLOW \(count)>")
      Button("Slow") { count += 1 }
    }
  }
}

@MainActor
func runSlowDemo() -> Never {
  do {
    try TerminalApp.run { SlowDemo() }
  } catch {
    print("error: \(error)")
  }
  exit(0)
}
