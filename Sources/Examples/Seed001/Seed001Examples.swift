import Decl

/// Seed 001, "Declarative user interface" (chapter 6 of J.D. Gauchat's "SwiftUI for
/// Masterminds", Chinese): one small screen per listing, `ch6-<n>`.
enum Seed001Examples {
  static let all: [Example] = state + twoWayBinding + binding

  static let state: [Example] = [
    Example("ch6-1", seed: "001", title: "6-1 Defining a state", group: "State") { _ in
      AnyView(Listing6_1.ContentView())
    },
    Example("ch6-2", seed: "001", title: "6-2 Defining multiple states", group: "State") { _ in
      AnyView(Listing6_2.ContentView())
    },
  ]

  static let twoWayBinding: [Example] = [
    Example(
      "ch6-3", seed: "001", title: "6-3 Defining a two-way binding", group: "Two-way binding"
    ) { _ in
      AnyView(Listing6_3.ContentView())
    }
  ]

  static let binding: [Example] = [
    Example("ch6-4", seed: "001", title: "6-4 Using a @Binding property", group: "Binding") { _ in
      AnyView(Listing6_4.ContentView())
    },
    Example(
      "ch6-5", seed: "001", title: "6-5 Accessing the State structure's properties",
      group: "Binding"
    ) { _ in
      AnyView(Listing6_5.ContentView())
    },
    Example("ch6-6", seed: "001", title: "6-6 Initializing a @State property", group: "Binding") {
      _ in
      AnyView(Listing6_6.ContentView())
    },
    Example(
      "ch6-7", seed: "001", title: "6-7 Accessing the value of a @Binding property",
      group: "Binding"
    ) { _ in
      AnyView(Listing6_7.ContentView())
    },
    Example(
      "ch6-8", seed: "001", title: "6-8 Creating a Binding structure (preview)", group: "Binding"
    ) { _ in
      AnyView(Listing6_8.Preview())
    },
    Example(
      "ch6-9", seed: "001", title: "6-9 A Binding from an immutable value (preview)",
      group: "Binding"
    ) { _ in
      AnyView(Listing6_9.Preview())
    },
  ]
}
