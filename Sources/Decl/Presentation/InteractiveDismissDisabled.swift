extension View {
  /// Keeps Escape from dismissing the sheet this view is in; code can still dismiss it.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(InteractiveDismissDisabledModifier(isDisabled: isDisabled))
  }
}

/// `interactiveDismissDisabled`: read by Escape in the sheet around it.
package struct InteractiveDismissDisabledModifier: ViewModifier {
  package let isDisabled: Bool
  package typealias Body = Never
}
