// Environment values of presented content: `dismiss`, `isPresented`, the legacy
// `presentationMode`, and what the renderer hands navigation links.

/// Dismisses the presentation the view is in: pops a pushed screen, closes a sheet.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction: Equatable {
  private let token: AnyObject?
  private let action: @MainActor () -> Void

  package init(token: AnyObject?, action: @escaping @MainActor () -> Void) {
    self.token = token
    self.action = action
  }

  @MainActor public func callAsFunction() { action() }

  public static func == (a: Self, b: Self) -> Bool { a.token === b.token }
}

/// The legacy form of `dismiss`: `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode {
  public let isPresented: Bool
  private let dismissAction: DismissAction

  package init(isPresented: Bool, dismiss: DismissAction) {
    self.isPresented = isPresented
    self.dismissAction = dismiss
  }

  @MainActor public mutating func dismiss() { dismissAction() }
}

private struct DismissKey: EnvironmentKey {
  static var defaultValue: DismissAction { DismissAction(token: nil) {} }
}
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct NavigationPushKey: EnvironmentKey {
  static var defaultValue: NavigationPushAction? { nil }
}
private struct DialogActionKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Dismisses the sheet or pushed screen this view is in; does nothing elsewhere.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether this view is inside presented content (a sheet or a pushed screen).
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// The legacy presentation mode, built from `isPresented` and `dismiss`.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismiss: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }

  /// Pushes a value on the enclosing navigation stack, for `NavigationLink(value:)`.
  package var navigationPush: NavigationPushAction? {
    get { self[NavigationPushKey.self] }
    set { self[NavigationPushKey.self] = newValue }
  }

  /// Set for the buttons of an alert or dialog: activating one also dismisses it.
  package var isDialogAction: Bool {
    get { self[DialogActionKey.self] }
    set { self[DialogActionKey.self] = newValue }
  }
}
