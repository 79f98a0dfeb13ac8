import Decl

/// Seed 002, "Registration form with Combine and a view model" (Russian article).
enum RegistrationExamples {
  static let all: [Example] = [
    Example("registration", seed: "002", title: "Registration form with a view model") { _ in
      AnyView(RegistrationExample.RegistrationView())
    }
  ]
}
