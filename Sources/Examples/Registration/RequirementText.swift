import Decl

// Seed 002: the registration form with Combine and a view model (Russian article). Every
// view of the article lives in `RegistrationExample`, under the article's names.

/// The `registration` example.
enum RegistrationExample {
  /// One requirement under a field: an icon and a description, struck through once it is met.
  struct RequirementText: View {
    var iconName = "xmark.square"
    var iconColor = Color(red: 251 / 255, green: 128 / 255, blue: 128 / 255)
    var text = ""
    var isStrikeThrough = false

    var body: some View {
      HStack {
        Image(systemName: iconName)
          .foregroundColor(iconColor)
        Text(text)
          .font(.system(.body, design: .rounded))
          .foregroundColor(.secondary)
          .strikethrough(isStrikeThrough)
        Spacer()
      }
    }
  }
}
