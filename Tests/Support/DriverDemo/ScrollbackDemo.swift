import Decl
import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An inline region whose height the keys change, under 30 lines of history: `g` grows it by
/// a row, `s` shrinks it by one, `b` makes it taller than any screen (it scrolls inside
/// itself), `d` ends the run.
struct ScrollbackDemo: View {
  @State private var rows = 3
  let finish: (String) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("<REGION \(rows)>")
        .focusable()
        .onKeyPress(phases: .down) { press in
          switch press.characters {
          case "g": rows += 1
          case "s": rows = max(1, rows - 1)
          case "b": rows = 40
          case "d": finish("done")
          default: return .ignored
          }
          return .handled
        }
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<rows, id: \.self) { Text("<ROW \($0)>") }
        }
      }
    }
  }
}

@MainActor
func runScrollbackDemo() -> Never {
  Task {
    for line in 0..<30 { print("<HIST \(line)>") }
    let answer: String? = try? await TerminalApp.run(inline: true) { finish in
      ScrollbackDemo(finish: finish)
    }
    print("<DONE \(answer ?? "none")>")
    exit(0)
  }
  dispatchMain()
}
