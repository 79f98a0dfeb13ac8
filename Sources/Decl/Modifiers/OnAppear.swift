// Code that runs as a view appears or disappears.

extension View {
  /// Runs `action` when the view appears (before its first frame is shown).
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Runs `action` when the view is removed.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(AppearanceActionModifier(appear: nil, disappear: action))
  }
}

/// `onAppear` and `onDisappear`.
package struct AppearanceActionModifier: ViewModifier {
  package let appear: (@MainActor () -> Void)?
  package let disappear: (@MainActor () -> Void)?

  package typealias Body = Never
}
