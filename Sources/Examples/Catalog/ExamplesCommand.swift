import Decl
import DeclRender

/// The `Examples` command line.
@MainActor
struct ExamplesCommand {
  let arguments: [String]

  /// Runs the command and returns its exit status.
  func run() -> Int32 {
    var words = arguments
    var size = TerminalSize.current() ?? TerminalSize(width: 80, height: 24)
    if let index = words.firstIndex(of: "--size"), index + 1 < words.count {
      guard let parsed = TerminalSize(parsing: words[index + 1]) else {
        printError("--size takes WIDTHxHEIGHT, for example 80x24")
        return 2
      }
      size = parsed
      words.removeSubrange(index...(index + 1))
    }
    switch words.first {
    case "--list":
      for example in ExampleCatalog.all { print(example.id) }
      return 0
    case "--help", "-h":
      print("usage: Examples [--size WxH] [--list | <id> [arguments...]]")
      return 0
    case nil:
      show(AnyView(GalleryView()), size: size)
      return 0
    case let id?:
      guard let example = ExampleCatalog.example(id: id) else {
        printError("no example \"\(id)\"; `Examples --list` shows the ids")
        return 2
      }
      show(example.makeView(Array(words.dropFirst())), size: size)
      return 0
    }
  }

  /// Prints one frame of the view as plain text.
  private func show(_ view: AnyView, size: TerminalSize) {
    print(renderPlainText(width: size.width, height: size.height) { view })
  }

  private func printError(_ message: String) {
    FileHandle.standardError.write(Data("Examples: \(message)\n".utf8))
  }
}
