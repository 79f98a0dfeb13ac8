import Decl

/// The email form's state: both addresses, each field's validity (written by the fields
/// through their `isValid` bindings), and whether the whole form may be submitted.
///
/// The course imports Combine; Decl provides the same publishers. The class is `@MainActor`
/// because Swift 6 requires it of a model that views bind to.
@MainActor
final class EmailValidationViewModel: ObservableObject {
  // Input
  @Published var email = ""
  @Published var confirmationEmail = ""
  @Published var isEmailValid = false
  @Published var isConfirmationEmailValid = false

  // Output
  @Published var isFormValid = false
  @Published var errorMessage = ""

  /// Whether both fields hold the same address.
  private var isEmailMatchingPublisher: AnyPublisher<Bool, Never> {
    Publishers.CombineLatest($email, $confirmationEmail)
      .map { email, confirmationEmail in
        email == confirmationEmail
      }
      .eraseToAnyPublisher()
  }

  init() {
    Publishers.CombineLatest3(isEmailMatchingPublisher, $isEmailValid, $isConfirmationEmailValid)
      .map { isEmailMatching, isEmailValid, isConfirmationEmailValid in
        isEmailMatching && isEmailValid && isConfirmationEmailValid
      }
      .assign(to: &$isFormValid)

    isEmailMatchingPublisher
      .map { isEmailMatching in
        isEmailMatching ? "" : "The email addresses do not match"
      }
      .assign(to: &$errorMessage)
  }
}
