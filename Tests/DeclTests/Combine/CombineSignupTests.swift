import Foundation
import Testing

@testable import DeclCombine

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The sign-up form of the corpus program D20_CombineSignup, with its pipelines unchanged but
// for the server address, a shorter debounce and a log stream for `print`: debounce, flatMap
// into a data task that decodes JSON, receive(on:), assign(to:), CombineLatest3 and a lazy
// AnyPublisher.

private enum PasswordCheck {
  case valid, empty, noMatch, notLongEnough
}

private struct UserNameAvailableMessage: Codable {
  var isAvailable: Bool
  var userName: String
}

private final class SignupViewModel: ObservableObject {
  @Published var username = ""
  @Published var password = ""
  @Published var confirmPassword = ""

  @Published var isUsernameValid = false
  @Published var isUsernameAvailable = false
  @Published var isPasswordEmpty = true
  @Published var isPasswordMatched = false
  @Published var isPasswordLengthSufficient = false
  @Published var isValid = false
  @Published var errorMessage = ""

  let server: URL
  let log = CombineTextLog()

  lazy var isPasswordValidPublisher: AnyPublisher<PasswordCheck, Never> = {
    Publishers.CombineLatest3($isPasswordEmpty, $isPasswordMatched, $isPasswordLengthSufficient)
      .map { isPasswordEmpty, isPasswordMatched, isPasswordLengthSufficient in
        if isPasswordEmpty {
          return .empty
        } else if !isPasswordMatched {
          return .noMatch
        } else if !isPasswordLengthSufficient {
          return .notLongEnough
        } else {
          return .valid
        }
      }
      .eraseToAnyPublisher()
  }()

  init(server: URL) {
    self.server = server
    $username.map { $0.count >= 3 }.assign(to: &$isUsernameValid)
    $username
      .print("1: ", to: log)
      .debounce(for: 0.05, scheduler: DispatchQueue.main)
      .print("2: ", to: log)
      .flatMap { value in self.checkUserNameAvailable(userName: value) }
      .receive(on: DispatchQueue.main)
      .assign(to: &$isUsernameAvailable)
    $password.map { $0.isEmpty }.assign(to: &$isPasswordEmpty)
    $password.combineLatest($confirmPassword).map { $0 == $1 }.assign(to: &$isPasswordMatched)
    $password.map { $0.count >= 6 }.assign(to: &$isPasswordLengthSufficient)
    Publishers.CombineLatest3($isUsernameValid, $isUsernameAvailable, isPasswordValidPublisher)
      .map { $0 && $1 && $2 == .valid }
      .assign(to: &$isValid)
    Publishers.CombineLatest3($isUsernameValid, $isUsernameAvailable, isPasswordValidPublisher)
      .map { isUsernameValid, isUsernameAvailable, isPasswordValid in
        if !isUsernameValid {
          return "Username is invalid. Must be more than 2 characters"
        } else if !isUsernameAvailable {
          return "This username is not available!"
        } else if isPasswordValid != .valid {
          return "Password problem"
        }
        return ""
      }
      .assign(to: &$errorMessage)
  }

  func checkUserNameAvailable(userName: String) -> AnyPublisher<Bool, Never> {
    let url = server.appendingPathComponent("isUserNameAvailable")
    return URLSession.shared.dataTaskPublisher(for: url)
      .map(\.data)
      .decode(type: UserNameAvailableMessage.self, decoder: JSONDecoder())
      .map(\.isAvailable)
      .replaceError(with: false)
      .eraseToAnyPublisher()
  }
}

@Suite(
  .serialized,
  .disabled(if: combineHTTPProxyConfigured, "an HTTP proxy would take loopback requests"))
@MainActor struct CombineSignupTests {
  @Test func anAvailableNameAndMatchingPasswordsMakeTheFormValid() async {
    let server = CombineHTTPServer(body: #"{"isAvailable":true,"userName":"peter"}"#)
    defer { server.stop() }
    let model = SignupViewModel(server: server.url())
    #expect(model.errorMessage == "Username is invalid. Must be more than 2 characters")
    model.username = "peter"
    model.password = "secret1"
    model.confirmPassword = "secret1"
    #expect(model.isUsernameValid)
    #expect(await combineEventually { model.isUsernameAvailable })
    #expect(model.isValid)
    #expect(model.errorMessage == "")
    // The debounce passed on only the last name typed.
    #expect(model.log.text.contains("2: : receive value: (peter)"))
    #expect(!model.log.text.contains("2: : receive value: ()"))
  }

  @Test func anUnreachableServerMeansTheNameIsNotAvailable() async {
    let model = SignupViewModel(server: URL(string: "http://127.0.0.1:9")!)
    model.username = "peter"
    #expect(await combineEventually { model.log.text.contains("2: : receive value: (peter)") })
    try? await Task.sleep(for: .milliseconds(100))
    #expect(!model.isUsernameAvailable)
    #expect(model.errorMessage == "This username is not available!")
  }
}
