import Decl

extension RegistrationExample {
  /// A text field, or with `isSecure` a secure field, in the form's shared style, with a
  /// line under it.
  struct FormField: View {
    var fieldName = ""
    @Binding var fieldValue: String
    var isSecure = false

    var body: some View {
      VStack {
        if isSecure {
          SecureField(fieldName, text: $fieldValue)
            .font(.system(size: 20, weight: .semibold, design: .rounded))
            .padding(.horizontal)
        } else {
          TextField(fieldName, text: $fieldValue)
            .font(.system(size: 20, weight: .semibold, design: .rounded))
            .padding(.horizontal)
        }
        Divider()
          .frame(height: 1)
          .background(Color(red: 240 / 255, green: 240 / 255, blue: 240 / 255))
          .padding(.horizontal)
      }
    }
  }
}
