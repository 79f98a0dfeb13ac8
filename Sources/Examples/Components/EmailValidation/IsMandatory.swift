import Decl

// Episode 4: `.isMandatory(_:)`, built exactly like `.clearButtonHidden(_:)`: a custom
// environment key, a property on `EnvironmentValues`, and a `View` extension that writes it,
// so it can be applied to one field or to a container of fields.

private struct TextInputFieldMandatory: EnvironmentKey {
  // Fields are optional unless told otherwise.
  static let defaultValue: Bool = false
}

extension EnvironmentValues {
  var isMandatory: Bool {
    get { self[TextInputFieldMandatory.self] }
    set { self[TextInputFieldMandatory.self] = newValue }
  }
}

extension View {
  /// Makes the text input fields inside mandatory; without an argument, because applying the
  /// modifier means asking for a mandatory field.
  func isMandatory(_ value: Bool = true) -> some View {
    environment(\.isMandatory, value)
  }
}
