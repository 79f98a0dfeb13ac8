// A command-line tool written in Swift 5 language mode: it asks under the prompt with an
// inline run and lists its keys in a footer; this must compile in Swift 5 mode.
import Decl
import DeclRender

struct FruitQuestion: View {
  var onDone: (String) -> Void

  var body: some View {
    List(["Apple", "Pear"], id: \.self) { fruit in
      Button(fruit) { onDone(fruit) }
    }
    .keyboardHelp()
  }
}

@MainActor
func askForAFruit() async throws -> String? {
  try await TerminalApp.run(inline: true, onExit: .clear) { finish in
    FruitQuestion(onDone: finish)
  }
}
