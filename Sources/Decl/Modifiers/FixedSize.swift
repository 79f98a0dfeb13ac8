extension View {
  /// Gives the content its ideal size in both dimensions, whatever is offered.
  public func fixedSize() -> some View {
    modifier(FixedSizeModifier(horizontal: true, vertical: true))
  }

  /// Gives the content its ideal size in the chosen dimensions.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
}

/// `fixedSize`: the content is offered no size (its ideal) along the chosen axes.
package struct FixedSizeModifier: ViewModifier {
  package let horizontal: Bool
  package let vertical: Bool

  package typealias Body = Never
}
