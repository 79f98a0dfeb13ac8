/// A control that performs an action when activated (Enter or Space when focused, a click,
/// or `TestHost.tap`).
///
/// ```swift
/// Button("Change Title") { title = "My New Title" }
/// ```
public struct Button<Label: View>: View {
  private let role: ButtonRole?
  private let action: @MainActor () -> Void
  private let label: Label

  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public typealias Body = Never
  /// What the renderer needs of the button.
  package var control: ButtonControl { ButtonControl(role: role, action: action, label: label) }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == Decl.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { Decl.Label(titleKey, systemImage: systemImage) }
  }

  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Decl.Label(titleKey, systemImage: systemImage) }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a `PrimitiveButtonStyle` was given, to wrap in more views: it keeps the
  /// configuration's role, label and action.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}

extension Button where Label == Decl.Label<Text, Image> {
  /// A button labelled with a title and an image of the asset catalog.
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { Decl.Label(titleKey, image: image) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) { Decl.Label(title, image: image) }
  }

  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Decl.Label(titleKey, image: image) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Decl.Label(title, image: image) }
  }
}

/// What a button does, which styles show (destructive in red) and dialogs use (cancel on Escape).
public struct ButtonRole: Hashable, Sendable {
  package let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// What the renderer needs of a button.
package struct ButtonControl {
  package let role: ButtonRole?
  package let action: @MainActor () -> Void
  package let label: any View
}
