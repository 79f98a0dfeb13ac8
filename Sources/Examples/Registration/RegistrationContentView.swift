import Decl

extension RegistrationExample {
  /// The registration screen, bound to the view model.
  ///
  /// The article declares `@ObservedObject private var userRegistrationViewModel =
  /// UserRegistrationViewModel()`. An observed object belongs to whoever made the view, so
  /// that line makes a new model each time a parent re-creates `ContentView`; here the
  /// property is not private, so `RegistrationView` can own the model with `@StateObject`
  /// and hand it in, and `ContentView()` alone still works as in the article.
  struct ContentView: View {
    @ObservedObject var userRegistrationViewModel = UserRegistrationViewModel()

    var body: some View {
      VStack {
        Text("Создать аккаунт")
          .font(.system(.largeTitle, design: .rounded))
          .bold()
          .padding(.bottom, 30)

        FormField(fieldName: "Логин", fieldValue: $userRegistrationViewModel.userLogin)
        RequirementText(
          iconColor: userRegistrationViewModel.isLoginLengthValid
            ? Color.secondary : Color(red: 251 / 255, green: 128 / 255, blue: 128 / 255),
          text: "Минимум 4 символа",
          isStrikeThrough: userRegistrationViewModel.isLoginLengthValid
        )
        .padding()

        FormField(
          fieldName: "Пароль", fieldValue: $userRegistrationViewModel.password, isSecure: true)
        VStack {
          RequirementText(
            iconName: "lock.open",
            iconColor: userRegistrationViewModel.isPasswordLengthValid
              ? Color.secondary : Color(red: 251 / 255, green: 128 / 255, blue: 128 / 255),
            text: "Минимум 8 символов",
            isStrikeThrough: userRegistrationViewModel.isPasswordLengthValid
          )

          // The article reads `isPasswordLengthValid` for this row too, so it would be
          // struck through by any long password; the capital-letter check is
          // `isPasswordCapitalLetter`.
          RequirementText(
            iconName: "lock.open",
            iconColor: userRegistrationViewModel.isPasswordCapitalLetter
              ? Color.secondary : Color(red: 251 / 255, green: 128 / 255, blue: 128 / 255),
            text: "Один символ с большой буквы",
            isStrikeThrough: userRegistrationViewModel.isPasswordCapitalLetter
          )
        }
        .padding()

        FormField(
          fieldName: "Подтвердите пароль", fieldValue: $userRegistrationViewModel.passwordConfirm,
          isSecure: true)
        // As in the article, only the strikethrough follows the model here: the icon keeps
        // its default colour.
        RequirementText(
          text: "Пароль должен совпадать с введенным ранее",
          isStrikeThrough: userRegistrationViewModel.isPasswordConfirmValid
        )
        .padding()
        .padding(.bottom, 50)

        Button(action: {
          // Нажатие на кнопку регистрации
        }) {
          Text("Зарегистрироваться")
            .font(.system(.body, design: .rounded))
            .foregroundColor(.white)
            .bold()
            .padding()
            .frame(minWidth: 0, maxWidth: .infinity)
            .background(
              LinearGradient(
                gradient: Gradient(colors: [
                  Color(red: 251 / 255, green: 128 / 255, blue: 128 / 255),
                  Color(red: 253 / 255, green: 193 / 255, blue: 104 / 255),
                ]), startPoint: .leading, endPoint: .trailing)
            )
            // Cells have square corners: accepted and ignored.
            .cornerRadius(10)
            .padding(.horizontal)
        }

        HStack {
          Text("Уже есть аккаунт?")
            .font(.system(.body, design: .rounded))
            .bold()

          Button(action: {
            // Нажатие на кнопку войти
          }) {
            Text("Войти")
              .font(.system(.body, design: .rounded))
              .bold()
              .foregroundColor(Color(red: 251 / 255, green: 128 / 255, blue: 128 / 255))
          }
        }.padding(.top, 50)

        Spacer()
      }
      .padding()
    }
  }

  /// The screen's owner: creates the view model once with `@StateObject`, keeps it for as
  /// long as the screen exists, and hands it to `ContentView`, which observes it.
  struct RegistrationView: View {
    @StateObject private var userRegistrationViewModel = UserRegistrationViewModel()

    var body: some View {
      ContentView(userRegistrationViewModel: userRegistrationViewModel)
    }
  }
}
