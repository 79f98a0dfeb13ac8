import Decl
import DeclRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Two questions in one process, as a tool asks them: the first inline under the prompt, the
/// second on the alternate screen; each answer is printed as `<ANSWER n …>`.
struct AskDemo: View {
  let question: String
  let onDone: (String) -> Void

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("<\(question)>")
      Button("Yes") { onDone("yes") }
      Button("No") { onDone("no") }
    }
  }
}

@MainActor
func runAskDemo() -> Never {
  Task {
    print("<PROMPT>")
    for (index, inline) in [true, false].enumerated() {
      do {
        let answer: String? = try await TerminalApp.run(inline: inline) { finish in
          AskDemo(question: "QUESTION \(index + 1)", onDone: finish)
        }
        print("<ANSWER \(index + 1) \(answer ?? "none")>")
      } catch {
        print("<ANSWER \(index + 1) \(error is CancellationError ? "cancelled" : "error")>")
      }
    }
    exit(0)
  }
  dispatchMain()
}
