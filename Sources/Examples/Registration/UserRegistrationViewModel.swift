import Decl
import Foundation

extension RegistrationExample {
  /// The form's state and its validation, kept out of the view.
  ///
  /// The article's code, compiled on Decl: Decl provides the Combine publishers the article
  /// imports (`import Combine`), and Swift 6 requires a view model that views bind to to be
  /// `@MainActor`. `receive(on: RunLoop.main)` delivers each result on a later turn of the
  /// main run loop, as in Combine.
  @MainActor
  final class UserRegistrationViewModel: ObservableObject {
    // Ввод
    @Published var userLogin = ""
    @Published var password = ""
    @Published var passwordConfirm = ""

    // Вывод
    @Published var isLoginLengthValid = false
    @Published var isPasswordLengthValid = false
    @Published var isPasswordCapitalLetter = false
    @Published var isPasswordConfirmValid = false

    private var cancellableSet: Set<AnyCancellable> = []

    init() {
      $userLogin
        .receive(on: RunLoop.main)
        .map { userLogin in
          return userLogin.count >= 4
        }
        .assign(to: \.isLoginLengthValid, on: self)
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
          // The article's code as written, hence the binding the style rule would rewrite.
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
}
