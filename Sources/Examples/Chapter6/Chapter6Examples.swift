import Decl

/// Seed 001, "Declarative user interface" (chapter 6 of J.D. Gauchat's "SwiftUI for
/// Masterminds", Chinese): one small screen per listing, `ch6-<n>`. Lengths are the book's
/// listings' own, in points (the chapter's text in the seed names only the 150-point width).
enum Chapter6Examples {
  static let all: [Example] =
    state + twoWayBinding + binding + buttons + textFields + secureFieldAndEditor + toggles + slider
    + progress + stepper + groupBox + observableModel

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

  static let buttons: [Example] = [
    Example("ch6-10", seed: "001", title: "6-10 Implementing a Button view", group: "Buttons") {
      _ in
      AnyView(Listing6_10.ContentView())
    },
    Example(
      "ch6-11", seed: "001", title: "6-11 Using a method to organize the code", group: "Buttons"
    ) { _ in
      AnyView(Listing6_11.ContentView())
    },
    Example("ch6-12", seed: "001", title: "6-12 Referencing a method", group: "Buttons") { _ in
      AnyView(Listing6_12.ContentView())
    },
    Example("ch6-13", seed: "001", title: "6-13 Adding and removing views", group: "Buttons") { _ in
      AnyView(Listing6_13.ContentView())
    },
    Example("ch6-14", seed: "001", title: "6-14 Disabling the button", group: "Buttons") { _ in
      AnyView(Listing6_14.ContentView())
    },
    Example("ch6-15", seed: "001", title: "6-15 A button label with an image", group: "Buttons") {
      _ in
      AnyView(Listing6_15.ContentView())
    },
    Example("ch6-16", seed: "001", title: "6-16 Button styles", group: "Buttons") { _ in
      AnyView(Listing6_16.ContentView())
    },
    Example("ch6-17", seed: "001", title: "6-17 Assigning a role", group: "Buttons") { _ in
      AnyView(Listing6_17.ContentView())
    },
    Example("ch6-18", seed: "001", title: "6-18 Scaling buttons", group: "Buttons") { _ in
      AnyView(Listing6_18.ContentView())
    },
    Example("ch6-19", seed: "001", title: "6-19 A custom button style", group: "Buttons") { _ in
      AnyView(Listing6_19.ContentView())
    },
  ]

  static let textFields: [Example] = [
    Example("ch6-20", seed: "001", title: "6-20 Configuring the text field", group: "Text fields") {
      _ in
      AnyView(Listing6_20.ContentView())
    },
    Example(
      "ch6-21", seed: "001", title: "6-21 Responding to the Done button", group: "Text fields"
    ) { _ in
      AnyView(Listing6_21.ContentView())
    },
    // Listings 6-22 … 6-26 paint the fields' surroundings white and light grey, colours
    // meant for the light appearance the book shows them in: in the dark scheme the text typed
    // would be light on light grey.
    Example(
      "ch6-22", seed: "001", title: "6-22 Responding to changes in the focus", group: "Text fields"
    ) { _ in
      AnyView(Listing6_22.ContentView().preferredColorScheme(.light))
    },
    Example("ch6-23", seed: "001", title: "6-23 Closing the keyboard", group: "Text fields") { _ in
      AnyView(Listing6_23.ContentView().preferredColorScheme(.light))
    },
    Example(
      "ch6-24", seed: "001", title: "6-24 Checking the values before saving", group: "Text fields"
    ) { _ in
      AnyView(Listing6_24.ContentView().preferredColorScheme(.light))
    },
    Example("ch6-25", seed: "001", title: "6-25 Disabling the button", group: "Text fields") { _ in
      AnyView(Listing6_25.ContentView().preferredColorScheme(.light))
    },
    Example("ch6-26", seed: "001", title: "6-26 Controlling the user's input", group: "Text fields")
    { _ in
      AnyView(Listing6_26.ContentView().preferredColorScheme(.light))
    },
    Example(
      "ch6-27", seed: "001", title: "6-27 Accepting only integer numbers", group: "Text fields"
    ) { _ in
      AnyView(Listing6_27.ContentView())
    },
    // `ch6-28 range` shows the `lineLimit(3...5)` form the text describes.
    Example(
      "ch6-28", seed: "001", title: "6-28 Defining a multiline text field", group: "Text fields"
    ) { arguments in
      arguments.first == "range"
        ? AnyView(Listing6_28.RangeContentView()) : AnyView(Listing6_28.ContentView())
    },
  ]

  static let secureFieldAndEditor: [Example] = [
    Example(
      "ch6-29", seed: "001", title: "6-29 Using a secure text field",
      group: "Secure field and editor"
    ) { _ in
      AnyView(Listing6_29.ContentView())
    },
    Example(
      "ch6-30", seed: "001", title: "6-30 Implementing a text editor",
      group: "Secure field and editor"
    ) { _ in
      AnyView(Listing6_30.ContentView())
    },
  ]

  static let toggles: [Example] = [
    Example("ch6-31", seed: "001", title: "6-31 Implementing a toggle", group: "Toggles") { _ in
      AnyView(Listing6_31.ContentView())
    },
    Example("ch6-32", seed: "001", title: "6-32 Adding a subtitle", group: "Toggles") { _ in
      AnyView(Listing6_32.ContentView())
    },
    Example("ch6-33", seed: "001", title: "6-33 A custom label for the toggle", group: "Toggles") {
      _ in
      AnyView(Listing6_33.ContentView())
    },
    Example("ch6-34", seed: "001", title: "6-34 Implementing a toggle button", group: "Toggles") {
      _ in
      AnyView(Listing6_34.ContentView())
    },
    Example("ch6-35", seed: "001", title: "6-35 Defining a custom toggle", group: "Toggles") { _ in
      AnyView(Listing6_35.ContentView())
    },
  ]

  static let slider: [Example] = [
    Example("ch6-36", seed: "001", title: "6-36 Creating a slider", group: "Slider") { _ in
      AnyView(Listing6_36.ContentView())
    },
    Example("ch6-37", seed: "001", title: "6-37 Responding to the slider's state", group: "Slider")
    { _ in
      AnyView(Listing6_37.ContentView())
    },
  ]

  static let progress: [Example] = [
    Example("ch6-38", seed: "001", title: "6-38 Showing progress", group: "Progress") { _ in
      AnyView(Listing6_38.ContentView())
    },
    Example("ch6-39", seed: "001", title: "6-39 Simulating progress", group: "Progress") { _ in
      AnyView(Listing6_39.ContentView())
    },
    Example("ch6-40", seed: "001", title: "6-40 Showing an activity indicator", group: "Progress") {
      _ in
      AnyView(Listing6_40.ContentView())
    },
  ]

  static let stepper: [Example] = [
    Example("ch6-41", seed: "001", title: "6-41 Creating a stepper", group: "Stepper") { _ in
      AnyView(Listing6_41.ContentView())
    },
    Example("ch6-42", seed: "001", title: "6-42 Defining the stepper's increment", group: "Stepper")
    { _ in
      AnyView(Listing6_42.ContentView())
    },
    Example(
      "ch6-43", seed: "001", title: "6-43 Changing the interface as the value changes",
      group: "Stepper"
    ) { _ in
      AnyView(Listing6_43.ContentView())
    },
  ]

  static let groupBox: [Example] = [
    Example("ch6-44", seed: "001", title: "6-44 Defining a group of views", group: "Group box") {
      _ in
      AnyView(Listing6_44.ContentView())
    }
  ]

  static let observableModel: [Example] = [
    // Listing 6-45 is the model alone; the book runs it with listing 6-46's view.
    Example(
      "ch6-45", seed: "001", title: "6-45 Storing data in an observable object",
      group: "Observable model"
    ) { _ in
      AnyView(Listing6_46.ContentView())
    },
    Example(
      "ch6-46", seed: "001", title: "6-46 Initializing the observable object",
      group: "Observable model"
    ) { _ in
      AnyView(Listing6_46.ContentView())
    },
    Example(
      "ch6-47", seed: "001", title: "6-47 Two-way binding with an observable object",
      group: "Observable model"
    ) { _ in
      AnyView(Listing6_47.ContentView())
    },
    Example(
      "ch6-48", seed: "001", title: "6-48 A view-level observable object",
      group: "Observable model"
    ) { _ in
      AnyView(Listing6_48.ContentView())
    },
    Example(
      "ch6-49", seed: "001", title: "6-49 Initializing the view's observable object",
      group: "Observable model"
    ) { _ in
      AnyView(Listing6_49.ContentView())
    },
    Example(
      "ch6-50", seed: "001", title: "6-50 Initializing it when the view appears",
      group: "Observable model"
    ) { _ in
      AnyView(Listing6_50.ContentView())
    },
    Example(
      "ch6-51", seed: "001", title: "6-51 An @ObservationIgnored counter",
      group: "Observable model"
    ) { _ in
      AnyView(Listing6_51.ContentView())
    },
    Example(
      "ch6-52", seed: "001", title: "6-52 The model in the environment (App)",
      group: "Observable model"
    ) { _ in
      AnyView(Listing6_52.TestApp())
    },
    Example(
      "ch6-53", seed: "001", title: "6-53 The model read from the environment (preview)",
      group: "Observable model"
    ) { _ in
      AnyView(Listing6_53.Preview())
    },
    Example(
      "ch6-54", seed: "001", title: "6-54 An environment property made bindable",
      group: "Observable model"
    ) { _ in
      AnyView(Listing6_54.TestApp())
    },
    Example(
      "ch6-55", seed: "001", title: "6-55 A binding made with Bindable(appData)",
      group: "Observable model"
    ) { _ in
      AnyView(Listing6_55.TestApp())
    },
  ]
}
