import Foundation
import Testing

@testable import Decl
@testable import DeclCombine

// The registration form of the course code, compiled unchanged: a `@MainActor` view model whose
// validation pipelines are built in `init` and hop to the main run loop.
@MainActor
private final class UserRegistrationViewModel: ObservableObject {
  // Input
  @Published var username = ""
  @Published var password = ""
  @Published var passwordConfirm = ""

  // Output
  @Published var isUsernameLengthValid = false
  @Published var isPasswordLengthValid = false
  @Published var isPasswordCapitalLetter = false
  @Published var isPasswordConfirmValid = false

  private var cancellableSet: Set<AnyCancellable> = []

  init() {
    $username
      .receive(on: RunLoop.main)
      .map { username in
        return username.count >= 4
      }
      .assign(to: \.isUsernameLengthValid, on: self)
      .store(in: &cancellableSet)

    $password
      .receive(on: RunLoop.main)
      .map { password in
        return password.count >= 8
      }
      .assign(to: \.isPasswordLengthValid, on: self)
      .store(in: &cancellableSet)

    $password
      .receive(on: RunLoop.main)
      .map { password in
        let pattern = "[A-Z]"
        // Verbatim course code, hence the binding the style rule would rewrite.
        // swift-format-ignore: UseExplicitNilCheckInConditions
        if let _ = password.range(of: pattern, options: .regularExpression) {
          return true
        } else {
          return false
        }
      }
      .assign(to: \.isPasswordCapitalLetter, on: self)
      .store(in: &cancellableSet)

    Publishers.CombineLatest($password, $passwordConfirm)
      .receive(on: RunLoop.main)
      .map { (password, passwordConfirm) in
        return !passwordConfirm.isEmpty && (passwordConfirm == password)
      }
      .assign(to: \.isPasswordConfirmValid, on: self)
      .store(in: &cancellableSet)
  }
}

// The pipeline style of the course code, synchronous, on a `@MainActor` view model.
@MainActor
private final class ViewModel: ObservableObject {
  @Published var username = ""
  @Published var password = ""
  @Published var passwordConfirm = ""
  @Published var hasUsername = false
  @Published var matches = false

  private var cancellableSet: Set<AnyCancellable> = []

  init() {
    $username.map { !$0.isEmpty }.assign(to: \.hasUsername, on: self).store(in: &cancellableSet)
    Publishers.CombineLatest($password, $passwordConfirm).map { $0 == $1 }
      .assign(to: \.matches, on: self)
      .store(in: &cancellableSet)
  }
}

// The same form without an actor and without `receive(on:)`: everything happens synchronously.
private final class SignUpFormModel: ObservableObject {
  @Published var email = ""
  @Published var password = ""
  @Published var passwordConfirm = ""
  @Published var isEmailValid = false
  @Published var matches = false
  @Published var canSubmit = false
  @Published var summary = ""

  private var cancellableSet: Set<AnyCancellable> = []

  init() {
    $email
      .map { $0.contains("@") }
      .assign(to: \.isEmailValid, on: self)
      .store(in: &cancellableSet)

    Publishers.CombineLatest($password, $passwordConfirm)
      .map { $0 == $1 }
      .assign(to: \.matches, on: self)
      .store(in: &cancellableSet)

    $isEmailValid
      .combineLatest($matches, $password) { email, matches, password in
        email && matches && !password.isEmpty
      }
      .removeDuplicates()
      .assign(to: &$canSubmit)

    $email.map { "Signing up \($0)" }.assign(to: &$summary)
  }
}

@Suite struct CombineViewModelTests {
  @Test @MainActor func mainActorRegistrationFormValidatesOnTheMainQueue() async {
    let model = UserRegistrationViewModel()
    model.username = "ada"
    model.password = "Secret123"
    model.passwordConfirm = "Secret123"
    // Delivery goes through RunLoop.main, so nothing has changed yet.
    #expect(!model.isPasswordConfirmValid)
    #expect(await combineEventually { model.isPasswordConfirmValid })
    #expect(model.isPasswordLengthValid)
    #expect(model.isPasswordCapitalLetter)
    #expect(!model.isUsernameLengthValid)

    model.username = "lovelace"
    model.passwordConfirm = "secret123"
    #expect(
      await combineEventually { model.isUsernameLengthValid && !model.isPasswordConfirmValid })
  }

  @Test @MainActor func mainActorModelAnnouncesOutputChanges() async {
    let model = UserRegistrationViewModel()
    var changes = 0
    let cancellable = model.objectWillChange.sink { changes += 1 }
    model.password = "Password"
    #expect(changes == 1)  // the input, synchronously
    #expect(await combineEventually { changes >= 3 })  // then two validation outputs
    _ = cancellable
  }

  @Test @MainActor func mainActorModelUpdatesSynchronouslyWithoutReceiveOn() {
    let model = ViewModel()
    #expect(!model.hasUsername)
    #expect(model.matches)
    model.username = "ada"
    model.password = "a"
    #expect(model.hasUsername)
    #expect(!model.matches)
    model.passwordConfirm = "a"
    #expect(model.matches)
  }

  @Test func nonisolatedFormUpdatesSynchronously() {
    let form = SignUpFormModel()
    #expect(form.matches)  // "" == ""
    #expect(!form.canSubmit)
    #expect(form.summary == "Signing up ")

    form.email = "ada@example.com"
    form.password = "abc"
    #expect(form.isEmailValid)
    #expect(!form.matches)
    #expect(!form.canSubmit)

    form.passwordConfirm = "abc"
    #expect(form.matches)
    #expect(form.canSubmit)
    #expect(form.summary == "Signing up ada@example.com")
  }

  @Test func derivedPropertiesNotifyObjectWillChange() {
    let form = SignUpFormModel()
    var changes = 0
    let cancellable = form.objectWillChange.sink { changes += 1 }
    form.email = "x@y"
    // email, isEmailValid, summary; canSubmit stays false and is deduplicated.
    #expect(changes == 3)
    _ = cancellable
  }
}
