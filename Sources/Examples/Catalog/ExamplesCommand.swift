import Decl
import DeclRender

/// The `Examples` command line.
@MainActor
struct ExamplesCommand {
  let arguments: [String]

  /// Runs the command and returns its exit status.
  func run() -> Int32 {
    var words = arguments
    var size: TerminalSize?
    if let index = words.firstIndex(of: "--size"), index + 1 < words.count {
      guard let parsed = TerminalSize(parsing: words[index + 1]) else {
        Self.printError("--size takes WIDTHxHEIGHT, for example 80x24")
        return 2
      }
      size = parsed
      words.removeSubrange(index...(index + 1))
    }
    switch words.first {
    case "--list":
      for line in Self.listing() { print(line) }
      return 0
    case "--help", "-h":
      print(
        "usage: Examples [--size WxH] [--list | <id> [arguments...]]\n"
          + "       Examples --inline [--clear] \(InlineExamples.ids.joined(separator: " | "))")
      return 0
    case nil:
      return show(AnyView(GalleryView()), size: size)
    case let id?:
      guard let example = ExampleCatalog.example(id: id) else {
        Self.printError("no example \"\(id)\"; `Examples --list` shows the ids")
        return 2
      }
      let view = example.makeView(Array(words.dropFirst()))
      return show(AnyView(view.onExitCommand { TerminalApp.quit() }), size: size)
    }
  }

  /// `--list`: a line per example, its id (the first word, for scripts), then its title.
  static func listing() -> [String] {
    let width = ExampleCatalog.all.map(\.id.count).max() ?? 0
    return ExampleCatalog.all.map { example in
      let title = example.group.map { "\($0): \(example.title)" } ?? example.title
      return example.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + title
    }
  }

  /// Runs the view in the terminal, or, when standard output is not a terminal or a size was
  /// asked for, prints one frame of it as plain text.
  private func show(_ view: AnyView, size: TerminalSize?) -> Int32 {
    if let size {
      print(renderPlainText(width: size.width, height: size.height) { view })
      return 0
    }
    do {
      try TerminalApp.run { view }
      return 0
    } catch {
      Self.printError("\(error)")
      return 1
    }
  }

  /// The inline tool the arguments name (`--inline <id> [--clear]`), or nil.
  var inlineRequest: (id: String, onExit: InlineExit)? {
    guard let index = arguments.firstIndex(of: "--inline") else { return nil }
    let id = arguments[(index + 1)...].first { !$0.hasPrefix("--") } ?? ""
    return (id, arguments.contains("--clear") ? .clear : .keep)
  }

  static func printError(_ message: String) {
    FileHandle.standardError.write(Data("Examples: \(message)\n".utf8))
  }
}
