import Decl
import Foundation

// The episode ends with "we cannot detect yet whether the user enters a valid email
// address; that is for next time", while the demo at its start already rejects "test@test".
// The rebuild adds that check the way the series continues: one more environment-backed
// modifier, `.onValidate(validationHandler:)`, that hands the field a closure judging its text.

/// Why a value is not valid, in words for the user.
struct ValidationError: Error {
  let message: String

  init(message: String) {
    self.message = message
  }
}

extension ValidationError: LocalizedError {
  var errorDescription: String? { message }
}

private struct TextInputFieldValidationHandler: EnvironmentKey {
  static let defaultValue: (@Sendable (String) -> Result<Bool, ValidationError>)? = nil
}

extension EnvironmentValues {
  var validationHandler: (@Sendable (String) -> Result<Bool, ValidationError>)? {
    get { self[TextInputFieldValidationHandler.self] }
    set { self[TextInputFieldValidationHandler.self] = newValue }
  }
}

extension View {
  /// Validates the text of the input fields inside with `validationHandler`.
  func onValidate(
    validationHandler: @escaping @Sendable (String) -> Result<Bool, ValidationError>
  ) -> some View {
    environment(\.validationHandler, validationHandler)
  }
}
