extension View {
  /// Below full opacity the view is drawn dim; at zero it is not drawn (its space is kept).
  public func opacity(_ opacity: Double) -> some View {
    modifier(OpacityModifier(opacity: opacity))
  }
}

/// `opacity`: dim below full opacity, nothing at zero.
package struct OpacityModifier: ViewModifier {
  package let opacity: Double

  package typealias Body = Never
}
