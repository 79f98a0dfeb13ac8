import Decl
import Foundation

/// `swift run App --preview` lists the program's previews; `--preview NAME` shows one in the
/// terminal instead of the app.
@MainActor
enum PreviewCommand {
  /// Handles `--preview` in `arguments`: lists or shows, then exits. Returns when there is
  /// no `--preview`.
  static func handle(_ arguments: [String]) {
    guard let flag = arguments.firstIndex(of: "--preview") else { return }
    let entries = PreviewRegistry.all()
    guard flag + 1 < arguments.count else {
      if entries.isEmpty { print("No previews in this program.") }
      let width = entries.map(\.name.count).max() ?? 0
      for entry in entries {
        print(
          entry.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + entry.location)
      }
      exit(0)
    }
    let name = arguments[flag + 1]
    guard let entry = PreviewRegistry.preview(named: name) else {
      let names = entries.map { "  \($0.name)" }.joined(separator: "\n")
      FileHandle.standardError.write(
        Data("No preview named \"\(name)\". The previews are:\n\(names)\n".utf8))
      exit(1)
    }
    do {
      try TerminalApp.run(view: entry.view())
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("\(error)\n".utf8))
      exit(1)
    }
  }
}
