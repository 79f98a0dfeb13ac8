import Decl
import DeclRender

/// The command-line tools `Examples --inline <id>` runs: each asks its question under the
/// shell prompt with `TerminalApp.run(inline: true)`, prints the answer and carries on.
@MainActor
enum InlineExamples {
  static let ids = ["pick-a-fruit"]

  /// Runs the tool `id` and returns its exit status (2: no such tool, 130: Ctrl-C).
  static func run(_ id: String, onExit: InlineExit) async -> Int32 {
    guard id == "pick-a-fruit" else {
      ExamplesCommand.printError(
        "no inline example \"\(id)\"; they are: \(ids.joined(separator: ", "))")
      return 2
    }
    print("Pick a fruit:")
    do {
      let choice: String? = try await TerminalApp.run(inline: true, onExit: onExit) { finish in
        FruitChooser(onDone: finish)
      }
      print(choice.map { "You picked \($0)." } ?? "Nothing picked.")
      return 0
    } catch {
      print("Cancelled.")
      return 130
    }
  }
}
