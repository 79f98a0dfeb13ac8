import Decl
import DeclRender

// `swift run Examples` shows the gallery, `swift run Examples <id> [arguments]` one example,
// `swift run Examples --list` the ids.
MainActor.assumeIsolated {
  exit(ExamplesCommand(arguments: Array(CommandLine.arguments.dropFirst())).run())
}
