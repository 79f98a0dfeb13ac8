// SwiftUINavigation's data types for alerts and dialogs: plain values a model can own and a
// unit test can compare, shown with `alert(unwrapping:)` and `confirmationDialog(unwrapping:)`.
// They are `Equatable` ignoring their ids, so two states built alike are equal.

/// Text held as data, for alert and dialog states: `TextState("Delete?")`.
public struct TextState: Equatable, Hashable, Sendable, CustomStringConvertible {
  public let string: String

  public init(_ string: String) { self.string = string }
  public init(verbatim string: String) { self.string = string }

  public var description: String { string }

  public static func + (lhs: TextState, rhs: TextState) -> TextState {
    TextState(lhs.string + rhs.string)
  }
}

extension Text {
  /// Shows a `TextState`.
  public init(_ state: TextState) { self.init(verbatim: state.string) }
}

/// What a button of an alert or dialog state is for.
public enum ButtonStateRole: Equatable, Hashable, Sendable {
  case cancel
  case destructive

  var buttonRole: ButtonRole {
    switch self {
    case .cancel: .cancel
    case .destructive: .destructive
    }
  }
}

/// What a button of an alert or dialog state sends to the view's action closure.
public struct ButtonStateAction<Action> {
  package let action: Action?

  /// Sends `action` (or nothing) when the button is tapped.
  public static func send(_ action: Action?, animation: Animation? = nil) -> Self {
    Self(action: action)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Sendable where Action: Sendable {}

/// A button of an alert or dialog state: a role, an action to send, a label.
public struct ButtonState<Action>: Identifiable {
  public let id = UUID()
  public let role: ButtonStateRole?
  public let action: ButtonStateAction<Action>
  public let label: TextState

  public init(
    role: ButtonStateRole? = nil, action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// Runs `perform` with the action this button sends.
  public func withAction(_ perform: (Action?) -> Void) { perform(action.action) }
}

extension ButtonState: Equatable where Action: Equatable {
  public static func == (a: Self, b: Self) -> Bool {
    a.role == b.role && a.action == b.action && a.label == b.label
  }
}

/// Builds the buttons of an alert or dialog state.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] {
    [button]
  }
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }
  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }
}

/// An alert as data: title, buttons, message.
///
/// ```swift
/// model.alert = AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes, delete") }
///   ButtonState(role: .cancel) { TextState("Nevermind") }
/// } message: {
///   TextState("Are you sure?")
/// }
/// ```
public struct AlertState<Action>: Identifiable {
  public let id = UUID()
  public var title: TextState
  public var message: TextState?
  public var buttons: [ButtonState<Action>]

  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension AlertState: Equatable where Action: Equatable {
  public static func == (a: Self, b: Self) -> Bool {
    a.title == b.title && a.message == b.message && a.buttons == b.buttons
  }
}

/// A confirmation dialog as data: title (shown or not), buttons, message.
public struct ConfirmationDialogState<Action>: Identifiable {
  public let id = UUID()
  public var titleVisibility: Visibility
  public var title: TextState
  public var message: TextState?
  public var buttons: [ButtonState<Action>]

  public init(
    titleVisibility: Visibility = .automatic, title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.titleVisibility = titleVisibility
    self.title = title()
    self.buttons = actions()
    self.message = message?()
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  public static func == (a: Self, b: Self) -> Bool {
    a.titleVisibility == b.titleVisibility && a.title == b.title && a.message == b.message
      && a.buttons == b.buttons
  }
}

extension Button where Label == Text {
  /// A button showing a `ButtonState`, running `action` with what it sends.
  public init<Action>(_ button: ButtonState<Action>, action: @escaping @MainActor (Action?) -> Void)
  {
    let sent = button.action.action
    self.init(role: button.role?.buttonRole) {
      action(sent)
    } label: {
      Text(button.label)
    }
  }
}

extension View {
  /// Shows the alert a model's optional `AlertState` describes; a button sends its action to
  /// `action` and sets the state to nil (SwiftUINavigation).
  ///
  /// ```swift
  /// .alert(unwrapping: $model.alert) { action in model.alertButtonTapped(action) }
  /// ```
  public func alert<Action>(
    unwrapping value: Binding<AlertState<Action>?>,
    action: @escaping @MainActor (Action) -> Void = { (_: Action) in }
  ) -> some View {
    let state = value.wrappedValue
    return dialog(
      .alert, title: state.map { Text($0.title) }, isPresented: value.isPresent(),
      actions: { state.map { StateButtons(buttons: $0.buttons, action: action) } },
      message: { state?.message.map { Text($0) } })
  }

  /// Shows the alert of one case of an optional enum (SwiftUINavigation).
  public func alert<Enum, Action>(
    unwrapping enum: Binding<Enum?>, case casePath: CasePath<Enum, AlertState<Action>>,
    action: @escaping @MainActor (Action) -> Void = { (_: Action) in }
  ) -> some View {
    alert(unwrapping: `enum`.optionalCase(casePath), action: action)
  }

  /// Shows the dialog a model's optional `ConfirmationDialogState` describes (SwiftUINavigation).
  public func confirmationDialog<Action>(
    unwrapping value: Binding<ConfirmationDialogState<Action>?>,
    action: @escaping @MainActor (Action) -> Void = { (_: Action) in }
  ) -> some View {
    let state = value.wrappedValue
    let title = state.flatMap { $0.titleVisibility == .hidden ? nil : Text($0.title) }
    return dialog(
      .confirmationDialog, title: title, isPresented: value.isPresent(),
      actions: { state.map { StateButtons(buttons: $0.buttons, action: action) } },
      message: { state?.message.map { Text($0) } })
  }

  /// Shows the dialog of one case of an optional enum (SwiftUINavigation).
  public func confirmationDialog<Enum, Action>(
    unwrapping enum: Binding<Enum?>, case casePath: CasePath<Enum, ConfirmationDialogState<Action>>,
    action: @escaping @MainActor (Action) -> Void = { (_: Action) in }
  ) -> some View {
    confirmationDialog(unwrapping: `enum`.optionalCase(casePath), action: action)
  }
}

/// The buttons of an alert or dialog state as views.
private struct StateButtons<Action>: View {
  let buttons: [ButtonState<Action>]
  let action: @MainActor (Action) -> Void

  var body: some View {
    ForEach(buttons) { button in
      Button(button) { sent in
        if let sent { action(sent) }
      }
    }
  }
}

extension Binding {
  /// Whether an optional is not nil; writing false sets it to nil.
  package func isPresent<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
    Binding<Bool>(
      get: { self.wrappedValue != nil }, set: { if !$0 { self.wrappedValue = nil } })
  }

  /// The value of one case of an optional enum as an optional; writing nil clears the enum.
  package func optionalCase<Enum, Case>(_ casePath: CasePath<Enum, Case>) -> Binding<Case?>
  where Value == Enum? {
    Binding<Case?>(
      get: { self.wrappedValue.flatMap(casePath.extract(from:)) },
      set: { self.wrappedValue = $0.map(casePath.embed) })
  }
}
