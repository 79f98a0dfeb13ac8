// Where a scroll view is scrolled to: bound to the id of the view at its top
// (`scrollPosition(id:)`), and where it starts (`defaultScrollAnchor`).

extension View {
  /// Binds the id of the first visible row (or view with an id) of the list or scroll view
  /// inside: scrolling writes it, and writing it scrolls there.
  ///
  /// ```swift
  /// ScrollView { LazyVStack { ForEach(items) { Row(item: $0) } }.scrollTargetLayout() }
  ///   .scrollPosition(id: $topItem)
  /// ```
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  {
    modifier(
      ScrollPositionModifier(
        anchor: anchor, read: { id.wrappedValue.map { AnyHashable($0) } },
        write: { id.wrappedValue = $0?.base as? ID }))
  }

  /// Starts the list or scroll view inside at `anchor`: `.bottom` shows its end (and keeps it
  /// there as content grows while it is there), `.center` its middle.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    modifier(DefaultScrollAnchorModifier(anchor: anchor))
  }
}

/// `scrollPosition(id:)`: the binding, type-erased.
package struct ScrollPositionModifier: ViewModifier {
  package let anchor: UnitPoint?
  package let read: () -> AnyHashable?
  package let write: (AnyHashable?) -> Void
  package typealias Body = Never
}

/// `defaultScrollAnchor`.
package struct DefaultScrollAnchorModifier: ViewModifier {
  package let anchor: UnitPoint?
  package typealias Body = Never
}
