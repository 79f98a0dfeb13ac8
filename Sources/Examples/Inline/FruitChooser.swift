import Decl

/// The question `Examples --inline pick-a-fruit` asks under the shell prompt: a fruit from an
/// inline picker and how many, handed to `onDone` when Done is pressed; a footer lists the keys.
struct FruitChooser: View {
  static let fruits = ["Apple", "Banana", "Cherry", "Mango", "Pear"]

  /// Called once with the answer ("2 × Mango").
  let onDone: (String) -> Void
  @State private var fruit = "Apple"
  @State private var count = 1

  var body: some View {
    Form {
      Picker("Fruit", selection: $fruit) {
        ForEach(Self.fruits, id: \.self) { Text($0).tag($0) }
      }
      .pickerStyle(.inline)
      Stepper("How many: \(count)", value: $count, in: 1...12)
      Button("Done") { onDone("\(count) × \(fruit)") }
        .keyboardShortcut(.defaultAction)
    }
    .keyboardHelp()
  }
}
