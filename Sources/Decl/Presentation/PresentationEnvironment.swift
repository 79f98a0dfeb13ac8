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

extension EnvironmentValues {
  /// Dismisses the sheet or pushed screen this view is in; does nothing elsewhere.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether this view is inside presented content (a sheet or a pushed screen).
  @Entry public var isPresented: Bool = false

  /// The legacy presentation mode, built from `isPresented` and `dismiss`.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismiss: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }

  /// Pushes a value on the enclosing navigation stack, for `NavigationLink(value:)`.
  @Entry package var navigationPush: NavigationPushAction? = nil

  /// Set for the buttons of an alert or dialog: activating one also dismisses it.
  @Entry package var isDialogAction: Bool = false
}
