import Decl

/// Every course example, in gallery order.
enum ExampleCatalog {
  static let seeds: [(id: String, title: String)] = [
    ("000", "Building SwiftUI components"),
    ("001", "Declarative user interface, chapter 6"),
    ("002", "Registration form with Combine"),
    ("003", "SwiftUINavigation"),
    ("004", "PrimeTime: state management"),
  ]

  static let all: [Example] = [
    Example("books", seed: "000", title: "Book list") { _ in AnyView(BooksListView()) }
  ]

  static func example(id: String) -> Example? {
    all.first { $0.id == id }
  }
}
