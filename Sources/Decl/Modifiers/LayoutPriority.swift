extension View {
  /// Stacks offer space to higher priorities first.
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: value))
  }
}

/// `layoutPriority`: the order in which a stack serves its subviews.
package struct LayoutPriorityModifier: ViewModifier {
  package let priority: Double

  package typealias Body = Never
}
