import Decl

/// Seed 003, "Improved SwiftUI navigation APIs" (SwiftUINavigation 0.4, Russian article).
enum NavigationExamples {
  static let all: [Example] = [
    Example("users", seed: "003", title: "Users and categories: one enum, two destinations") { _ in
      AnyView(UsersExample.makeView())
    },
    Example("users-optional", seed: "003", title: "Users: one optional destination") { _ in
      AnyView(UsersExample.makeOptionalView())
    },
    Example("deep-link", seed: "003", title: "Deep links (deep-link user 2 settings)") {
      arguments in
      AnyView(DeepLinkExample.makeView(arguments: arguments))
    },
    Example("inventory", seed: "003", title: "Inventory: alerts and dialogs as state") { _ in
      AnyView(InventoryExample.makeView())
    },
  ]
}
