import Decl

// Episode 3: `.clearButtonHidden(_:)`, a view modifier backed by a custom environment key, so
// it works on any view: on a single field, or on a `Section` for every field inside it.
// The `email-validation` stage keeps using it unchanged.

extension View {
  /// Hides (or, with `false`, shows again) the clear button of the text input fields inside.
  func clearButtonHidden(_ hidesClearButton: Bool = true) -> some View {
    environment(\.clearButtonHidden, hidesClearButton)
  }
}

private struct TextInputFieldClearButtonHidden: EnvironmentKey {
  // Fields show their clear button unless told otherwise.
  static let defaultValue: Bool = false
}

extension EnvironmentValues {
  var clearButtonHidden: Bool {
    get { self[TextInputFieldClearButtonHidden.self] }
    set { self[TextInputFieldClearButtonHidden.self] = newValue }
  }
}
