/// UIKit's capitalisation styles, as the older `autocapitalization(_:)` takes them.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  case none, words, sentences, allCharacters
}

extension View {
  /// The older spelling of `textInputAutocapitalization`: capitalisation of typed text is up
  /// to the user's keyboard in a terminal, so it is accepted and ignored.
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
}

extension View {
  /// The older spelling of `autocorrectionDisabled`: terminals do not autocorrect; the choice
  /// is kept in the environment.
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    modifier(EnvironmentWriter { $0.disableAutocorrection = disable })
  }
}
