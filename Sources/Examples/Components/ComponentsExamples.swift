import Decl

/// Seed 000, "Building SwiftUI components" (Polish): the examples of the series.
enum ComponentsExamples {
  static let all: [Example] = [
    Example("books", seed: "000", title: "Book list") { _ in AnyView(BooksListView()) },
    Example("floating-label", seed: "000", title: "Text input field with a floating label") { _ in
      AnyView(FloatingLabelExample.ShippingForm())
    },
    Example("clear-button", seed: "000", title: "Clear button configured by the environment") {
      _ in
      AnyView(ClearButtonExample.ShippingForm())
    },
    Example("email-validation", seed: "000", title: "Validation exposed through a binding") { _ in
      AnyView(EmailValidationExample.EmailValidationForm())
    },
  ]
}
