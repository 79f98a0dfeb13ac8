import Decl
import DeclRender

// `swift run Examples` shows the gallery, `swift run Examples <id> [arguments]` one example,
// `swift run Examples --list` the ids, `swift run Examples --inline pick-a-fruit` asks a
// question under the prompt.
MainActor.assumeIsolated {
  let command = ExamplesCommand(arguments: Array(CommandLine.arguments.dropFirst()))
  if let (id, onExit) = command.inlineRequest {
    Task { exit(await InlineExamples.run(id, onExit: onExit)) }
    dispatchMain()
  }
  exit(command.run())
}
