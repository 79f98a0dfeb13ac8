import Decl
import Foundation

extension EmailValidationExample {
  /// Asks for an email address and its confirmation. Both fields are mandatory and must hold
  /// a well-formed address; the view model adds that they must match, and Submit stays
  /// disabled until all of it holds.
  struct EmailValidationForm: View {
    @StateObject var viewModel = EmailValidationViewModel()

    var body: some View {
      Form {
        if !viewModel.errorMessage.isEmpty {
          Text(viewModel.errorMessage)
            .foregroundColor(.red)
        }
        Section(header: Text("Email")) {
          TextInputField("Email address", text: $viewModel.email, isValid: $viewModel.isEmailValid)
          TextInputField(
            "Confirm email address", text: $viewModel.confirmationEmail,
            isValid: $viewModel.isConfirmationEmailValid)
        }
        .isMandatory()
        .onValidate { value in
          let pattern = "^[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"
          if value.range(of: pattern, options: .regularExpression) != nil {
            return .success(true)
          }
          return .failure(ValidationError(message: "This is not a valid email address"))
        }
        Section {
          Button("Submit") {
            // Sending the address is beyond the episode.
          }
          .disabled(!viewModel.isFormValid)
        }
      }
    }
  }
}
