import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// Seed 000, episode 4: mandatory fields that validate in `onAppear` and `onChange(of:)`,
/// show the error in place of the floating label, and expose their validity through an
/// `isValid` binding that a view model combines into `isFormValid`.
@MainActor
@Suite struct EmailValidationTests {
  private typealias TextInputField = EmailValidationExample.TextInputField

  private static let mandatory = "This is a mandatory field"
  private static let malformed = "This is not a valid email address"
  private static let mismatch = "The email addresses do not match"

  private func host() -> TestHost {
    SeedExamplesSupport.host("email-validation", width: 44, height: 16)
  }

  @Test func firstAppearanceShowsBothErrors() {
    let host = host()
    // onAppear validated the two empty mandatory fields.
    #expect(host.count(of: Self.mandatory) == 2)
    #expect(host.style(of: Self.mandatory)?.foreground == SeedColors.red)
    // Each error sits where the floating label would, 25 points (two rows) above the title
    // shown as placeholder.
    #expect(host.row(of: "Email address") == host.row(of: Self.mandatory).map { $0 + 2 })
    #expect(!host.screen.contains(Self.mismatch))
    #expect(!host.element("Submit").isEnabled)
    assertSnapshot(host, named: "first-appearance", suite: "email-validation")
  }

  @Test func malformedAddressIsRejected() {
    let host = host()
    host.send(.tab)
    host.type("test@test")
    #expect(host.screen.contains(Self.malformed))
    // The error replaces the floating label of the field being edited.
    #expect(host.row(of: Self.malformed) == host.row(of: "test@test").map { $0 - 2 })
    #expect(!host.screen.contains("Email address"))
    #expect(host.count(of: Self.mandatory) == 1)
    assertSnapshot(host, named: "malformed", suite: "email-validation")

    host.type(".com")
    #expect(!host.screen.contains(Self.malformed))
    #expect(host.style(of: "Email address")?.foreground == SeedColors.accent)
    #expect(host.row(of: "Email address") == host.row(of: "test@test.com").map { $0 - 2 })
  }

  @Test func oneValidAndOneMismatching() {
    let host = host()
    host.send(.tab)
    host.type("test@test.com")
    // The form-level error appears as soon as the two addresses differ.
    #expect(host.screen.contains(Self.mismatch))
    #expect(host.style(of: Self.mismatch)?.foreground == SeedColors.red)
    host.send(.tab)  // the first field's clear button
    host.send(.tab)
    host.type("peter@test.com")
    // Both fields are valid on their own; only the form is not.
    #expect(!host.screen.contains(Self.mandatory))
    #expect(!host.screen.contains(Self.malformed))
    #expect(host.screen.contains(Self.mismatch))
    #expect(host.row(of: Self.mismatch) == 0)
    #expect(!host.element("Submit").isEnabled)
    assertSnapshot(host, named: "mismatch", suite: "email-validation")
  }

  @Test func allValidEnablesSubmit() {
    let host = host()
    host.send(.tab)
    host.type("test@test.com")
    host.send(.tab)
    host.send(.tab)
    host.type("test@test.co")
    #expect(host.screen.contains(Self.mismatch))
    // The last letter makes the addresses match.
    host.type("m")
    #expect(!host.screen.contains(Self.mismatch))
    #expect(!host.screen.contains(Self.mandatory))
    #expect(host.style(of: "Submit")?.foreground == SeedColors.accent)
    assertSnapshot(host, named: "valid", suite: "email-validation")
    #expect(host.tap("Submit"))
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func clearingAFieldMakesTheFormInvalidAgain() {
    let host = host()
    host.send(.tab)
    host.type("test@test.com")
    host.send(.tab)
    host.send(.tab)
    host.type("test@test.com")
    #expect(host.style(of: "Submit")?.foreground == SeedColors.accent)
    // Shift-Tab to the first field's clear button and press it.
    host.send(.backTab)
    host.send(.enter)
    #expect(host.count(of: Self.mandatory) == 1)
    #expect(host.screen.contains(Self.mismatch))
    #expect(!host.element("Submit").isEnabled)
  }

  // MARK: - The view model without views

  @Test func viewModelCombinesValidityAndMatching() {
    let viewModel = EmailValidationViewModel()
    #expect(!viewModel.isFormValid)
    #expect(viewModel.errorMessage.isEmpty)

    viewModel.email = "test@test.com"
    viewModel.isEmailValid = true
    #expect(viewModel.errorMessage == Self.mismatch)
    #expect(!viewModel.isFormValid)

    viewModel.confirmationEmail = "test@test.com"
    #expect(viewModel.errorMessage.isEmpty)
    #expect(!viewModel.isFormValid)  // the confirmation field has not said it is valid

    viewModel.isConfirmationEmailValid = true
    #expect(viewModel.isFormValid)

    viewModel.confirmationEmail = "test@test.org"
    #expect(!viewModel.isFormValid)
    #expect(viewModel.errorMessage == Self.mismatch)

    viewModel.confirmationEmail = "test@test.com"
    viewModel.isEmailValid = false
    #expect(!viewModel.isFormValid)
  }

  // MARK: - The component

  /// The internal state reaches the caller's binding through `didSet`, from `onAppear` on.
  @Test func isValidBindingReportsTheFieldsValidity() {
    struct Owner: View {
      @State var name = ""
      @State var isValid = true
      var body: some View {
        VStack(alignment: .leading) {
          TextInputField("Name", text: $name, isValid: $isValid)
            .isMandatory()
          Text(isValid ? "valid" : "invalid")
        }
      }
    }
    let host = TestHost(width: 30, height: 4) { Owner() }
    #expect(host.rows == [Self.mandatory, "", "Name", "invalid"])
    host.send(.tab)
    host.type("Al")
    #expect(host.rows[0] == "Name")
    #expect(host.rows[3] == "valid")
  }

  /// Without a binding the field validates for itself; without `isMandatory` an empty
  /// field is fine.
  @Test func bindingIsOptionalAndFieldsAreOptionalByDefault() {
    let mandatory = TestHost(width: 30, height: 3) {
      TextInputField("Name", text: .constant("")).isMandatory()
    }
    #expect(mandatory.rows == [Self.mandatory, "", "Name"])
    let optional = TestHost(width: 30, height: 3) {
      TextInputField("Name", text: .constant(""))
    }
    #expect(optional.rows == ["", "", "Name"])
    let notMandatory = TestHost(width: 30, height: 3) {
      VStack {
        TextInputField("Name", text: .constant(""))
          .isMandatory(false)
      }
      .isMandatory()
    }
    #expect(notMandatory.rows == ["", "", "Name"])
    #expect(EnvironmentValues().isMandatory == false)
  }
}
