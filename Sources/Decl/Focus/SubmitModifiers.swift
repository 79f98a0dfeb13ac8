/// What kind of submission `onSubmit(of:)` reacts to.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Enter in a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Enter in a `searchable` view's search field.
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the Return key; terminals have no on-screen keyboard, so it is accepted and
/// ignored.
public struct SubmitLabel: Hashable, Sendable {
  package let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

extension EnvironmentValues {
  /// The actions Enter in a text field runs, innermost first.
  @Entry package var submitActions: [@MainActor () -> Void] = []
}

extension View {
  /// Keeps submissions inside from reaching the `onSubmit` actions outside: Enter in a field
  /// inside runs only the actions set inside the scope.
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    modifier(
      EnvironmentWriter { environment in
        guard isBlocking else { return }
        environment.submitActions = []
        environment.searchSubmitActions = []
      })
  }

  /// Runs `action` when Enter is pressed in a text field inside (`.text`), or in the search
  /// field of a `searchable` view inside (`.search`).
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(
      EnvironmentWriter { environment in
        if triggers.contains(.text) { environment.submitActions.append(action) }
        if triggers.contains(.search) { environment.searchSubmitActions.append(action) }
      })
  }

  /// Accepted for source compatibility; a terminal keyboard has no Return-key label.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
}

extension EnvironmentValues {
  /// Whether the nearest focusable control around this view has focus.
  @Entry public var isFocused: Bool = false
}
