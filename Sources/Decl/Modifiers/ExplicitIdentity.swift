extension View {
  /// Gives the view an explicit identity; a new id is a new view with fresh state.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: ChildID(id)))
  }
}

/// `id(_:)`: the content's explicit identity among its siblings.
package struct IdentityModifier: ViewModifier {
  package let id: ChildID

  package typealias Body = Never
}
