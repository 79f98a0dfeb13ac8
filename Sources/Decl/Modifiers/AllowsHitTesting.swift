extension View {
  /// Whether clicks and the mouse wheel land on the view; when `false` they pass through to what
  /// is behind it. Keys still reach its controls.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    modifier(AllowsHitTestingModifier(enabled: enabled))
  }
}

/// `allowsHitTesting`: whether the content's hit regions are kept.
package struct AllowsHitTestingModifier: ViewModifier {
  package let enabled: Bool
  package typealias Body = Never
}
