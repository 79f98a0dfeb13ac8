import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// Seed 002: the registration form validated by `UserRegistrationViewModel`'s Combine
/// pipelines. `receive(on: RunLoop.main)` delivers each result on a later turn of the main
/// queue, so the tests settle after typing before they read the screen.
@MainActor
@Suite struct RegistrationTests {
  private typealias UserRegistrationViewModel = RegistrationExample.UserRegistrationViewModel

  private static let loginRule = "Минимум 4 символа"
  private static let lengthRule = "Минимум 8 символов"
  private static let capitalRule = "Один символ с большой буквы"
  private static let confirmRule = "Пароль должен совпадать с введенным ранее"
  private static let rules = [loginRule, lengthRule, capitalRule, confirmRule]

  private func host() -> TestHost {
    SeedExamplesSupport.host("registration", width: 80, height: 40)
  }

  private func isStruckThrough(_ host: TestHost, _ rule: String) -> Bool {
    guard let position = host.position(of: rule) else {
      Issue.record("\(rule) is not on screen")
      return false
    }
    return host.canvas[x: position.x, y: position.y].style.attributes.contains(.strikethrough)
  }

  /// The colour of the icon in front of a requirement (two columns left of its text, one for
  /// a wide glyph's continuation).
  private func iconColor(_ host: TestHost, _ rule: String) -> CellColor? {
    guard let position = host.position(of: rule) else { return nil }
    let row = Array(host.canvas.row(position.y))
    let icon = row[..<position.x].last { $0.width > 0 && $0.grapheme != " " }
    return icon?.style.foreground
  }

  @Test func emptyFormMeetsNoRequirement() {
    let host = host()
    #expect(host.screen.contains("Создать аккаунт"))
    #expect(host.style(of: "Создать аккаунт")?.attributes.contains(.bold) == true)
    for rule in Self.rules {
      #expect(!isStruckThrough(host, rule), "\(rule)")
    }
    #expect(iconColor(host, Self.loginRule) == SeedColors.warning)
    #expect(iconColor(host, Self.lengthRule) == SeedColors.warning)
    #expect(host.position(of: "☒ " + Self.loginRule) != nil)
    #expect(host.position(of: "🔓 " + Self.lengthRule) != nil)
    #expect(host.screen.contains("Уже есть аккаунт? Войти"))
    assertSnapshot(host, named: "empty", suite: "registration")
  }

  /// The article's own paddings, read as points, fit 80×40 with every field, rule, the button
  /// and the sign-in line on screen, in SwiftUI's proportions.
  @Test func articlePaddingsFitEightyByForty() {
    let host = host()
    for text in ["Логин", "Пароль", "Подтвердите пароль", "Зарегистрироваться"] {
      #expect(host.position(of: text) != nil, "\(text) is on screen")
    }
    let rules = host.rows.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("────") }
    #expect(rules.count == 3)
    #expect(host.row(of: "Уже есть аккаунт? Войти") != nil)
    guard let title = host.row(of: "Создать аккаунт"), let login = host.row(of: "Логин"),
      let confirmRule = host.row(of: Self.confirmRule),
      let button = host.row(of: "Зарегистрироваться"),
      let signIn = host.row(of: "Уже есть аккаунт?")
    else {
      Issue.record("the form is not on screen")
      return
    }
    // `.padding(.bottom, 30)` under the title: two rows.
    #expect(login - title == 3)
    // The requirement's `.padding()` (a row) and `.padding(.bottom, 50)` (three rows), then
    // the button's own `.padding()` row above its label.
    #expect(button - confirmRule == 6)
    // The label's padding row and `.padding(.top, 50)`: three rows.
    #expect(signIn - button == 5)
  }

  @Test func validLoginAndTooShortPassword() async {
    let host = host()
    host.send(.tab)
    host.type("ivan")
    host.send(.tab)
    host.type("Pass")
    await host.settle()
    #expect(isStruckThrough(host, Self.loginRule))
    #expect(iconColor(host, Self.loginRule) != SeedColors.warning)
    #expect(!isStruckThrough(host, Self.lengthRule))
    #expect(iconColor(host, Self.lengthRule) == SeedColors.warning)
    // The capital letter is there: its row follows isPasswordCapitalLetter, not the length
    // (the article's listing reads isPasswordLengthValid here).
    #expect(isStruckThrough(host, Self.capitalRule))
    #expect(!isStruckThrough(host, Self.confirmRule))
    // A secure field shows one bullet per character.
    #expect(host.screen.contains("••••"))
    #expect(!host.screen.contains("Pass"))
    assertSnapshot(host, named: "login-valid-password-short", suite: "registration")
  }

  @Test func longPasswordWithoutCapitalMeetsOnlyTheLengthRule() async {
    let host = host()
    host.send(.tab)
    host.send(.tab)
    host.type("password")
    await host.settle()
    #expect(isStruckThrough(host, Self.lengthRule))
    #expect(!isStruckThrough(host, Self.capitalRule))
    #expect(iconColor(host, Self.capitalRule) == SeedColors.warning)
  }

  @Test func everythingValidStrikesThroughEveryRequirement() async {
    let host = host()
    host.send(.tab)
    host.type("ivan")
    host.send(.tab)
    host.type("Password1")
    host.send(.tab)
    host.type("Password")
    await host.settle()
    #expect(!isStruckThrough(host, Self.confirmRule))
    host.type("1")
    await host.settle()
    for rule in Self.rules {
      #expect(isStruckThrough(host, rule), "\(rule)")
    }
    #expect(iconColor(host, Self.lengthRule) != SeedColors.warning)
    assertSnapshot(host, named: "all-valid", suite: "registration")
    #expect(host.tap("Зарегистрироваться"))
    #expect(host.tap("Войти"))
    #expect(host.stats.warnings.isEmpty)
  }

  /// The button's label sits on a horizontal gradient from the article's pink to its orange,
  /// across the whole width between the paddings.
  @Test func registerButtonHasAHorizontalGradient() {
    let host = host()
    guard let label = host.position(of: "Зарегистрироваться") else {
      Issue.record("no register button")
      return
    }
    let row = Array(host.canvas.row(label.y))
    let filled = row.indices.filter { row[$0].style.background != .default }
    // Two columns of the form's `.padding()` and two of the button's `.padding(.horizontal)`.
    #expect(filled.first == 4)
    #expect(filled.last == 75)
    #expect(row[4].style.background == .rgb(251, 128, 128))
    #expect(row[75].style.background == .rgb(253, 193, 104))
    #expect(row[label.x].style.foreground == .rgb(255, 255, 255))
    // Above and below the label the padding is filled with the gradient too.
    #expect(host.canvas[x: 4, y: label.y - 1].style.background == .rgb(251, 128, 128))
    #expect(host.canvas[x: 4, y: label.y + 1].style.background == .rgb(251, 128, 128))
  }

  /// `RegistrationView` owns the model with `@StateObject`; `ContentView` alone makes its
  /// own with the article's `@ObservedObject` default, and a model handed in is the one used.
  @Test func contentViewObservesTheModelItIsGiven() async {
    let model = UserRegistrationViewModel()
    let host = TestHost(width: 60, height: 20) {
      RegistrationExample.ContentView(userRegistrationViewModel: model)
    }
    host.send(.tab)
    host.type("ivan")
    #expect(model.userLogin == "ivan")
    await host.settle()
    #expect(model.isLoginLengthValid)
    #expect(isStruckThrough(host, Self.loginRule))

    let standalone = TestHost(width: 60, height: 20) { RegistrationExample.ContentView() }
    standalone.send(.tab)
    standalone.type("ivan")
    await standalone.settle()
    #expect(isStruckThrough(standalone, Self.loginRule))
  }

  // MARK: - The view model without views

  @Test func viewModelFlagsFollowTheInputs() async {
    let model = UserRegistrationViewModel()
    #expect(!model.isLoginLengthValid)
    #expect(!model.isPasswordLengthValid)
    #expect(!model.isPasswordCapitalLetter)
    #expect(!model.isPasswordConfirmValid)

    model.userLogin = "ivan"
    model.password = "password"
    // Results arrive through RunLoop.main, not at once.
    #expect(!model.isLoginLengthValid)
    #expect(await SeedExamplesSupport.eventually { model.isLoginLengthValid })
    #expect(await SeedExamplesSupport.eventually { model.isPasswordLengthValid })
    #expect(!model.isPasswordCapitalLetter)
    #expect(!model.isPasswordConfirmValid)

    model.userLogin = "iva"
    model.password = "Passwor"
    #expect(await SeedExamplesSupport.eventually { !model.isLoginLengthValid })
    #expect(await SeedExamplesSupport.eventually { model.isPasswordCapitalLetter })
    #expect(!model.isPasswordLengthValid)

    model.password = "Password"
    model.passwordConfirm = "Password"
    #expect(await SeedExamplesSupport.eventually { model.isPasswordConfirmValid })
    #expect(model.isPasswordLengthValid)

    // An empty confirmation never counts as a match.
    model.password = ""
    model.passwordConfirm = ""
    #expect(await SeedExamplesSupport.eventually { !model.isPasswordLengthValid })
    #expect(!model.isPasswordConfirmValid)
  }
}
