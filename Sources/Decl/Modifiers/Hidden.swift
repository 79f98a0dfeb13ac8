extension View {
  /// Keeps the space but draws nothing.
  public func hidden() -> some View {
    modifier(HiddenModifier())
  }
}

/// `hidden()`: the content keeps its space, draws nothing and takes no focus.
package struct HiddenModifier: ViewModifier {
  package typealias Body = Never
}
