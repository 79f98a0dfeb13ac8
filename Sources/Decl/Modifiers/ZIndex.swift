extension View {
  /// Draws this view in front of its siblings with lower values (0 unless set), in a stack or
  /// any other layout.
  ///
  /// ```swift
  /// ZStack { Card().zIndex(1); Shadow() }   // the card is drawn on top
  /// ```
  public func zIndex(_ value: Double) -> some View {
    modifier(ZIndexModifier(value: value))
  }
}

/// `zIndex(_:)`: the order the view is drawn in among its siblings.
package struct ZIndexModifier: ViewModifier {
  package let value: Double

  package typealias Body = Never
}
