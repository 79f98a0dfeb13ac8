// Destinations a NavigationStack pushes: driven by a Bool, an optional item, an optional value
// unwrapped into a binding (SwiftUINavigation), one case of an optional enum, or a value type
// pushed by `NavigationLink(value:)`.

extension View {
  /// Pushes `destination` while `isPresented` is true; going back sets it to false.
  ///
  /// A state that is already true at launch shows the destination at once (a deep link).
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    presentation(
      Presentation(
        style: .navigation, content: isPresented.wrappedValue ? destination() : nil,
        dismiss: { isPresented.wrappedValue = false }))
  }

  /// Pushes the destination for `item` while it is not nil; going back sets it to nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let value = item.wrappedValue
    return presentation(
      Presentation(
        style: .navigation, content: value.map(destination), id: value.map { AnyHashable($0) },
        dismiss: { item.wrappedValue = nil }))
  }

  /// Pushes a destination that gets a binding to the unwrapped value while it is not nil
  /// (SwiftUINavigation).
  ///
  /// ```swift
  /// .navigationDestination(unwrapping: $editingUser) { $user in EditUserView(user: $user) }
  /// ```
  public func navigationDestination<Value, Destination: View>(
    unwrapping value: Binding<Value?>,
    @ViewBuilder destination: @escaping (Binding<Value>) -> Destination
  ) -> some View {
    presentation(
      Presentation(
        style: .navigation, content: Binding(value).map(destination),
        dismiss: { value.wrappedValue = nil }))
  }

  /// Pushes a destination while an optional enum is in one case, giving it a binding to the
  /// case's value (SwiftUINavigation). Several of these on one state never push together.
  ///
  /// ```swift
  /// .navigationDestination(unwrapping: $destination, case: /Destination.edit(user:)) { $user in
  ///   EditUserView(user: $user)
  /// }
  /// ```
  public func navigationDestination<Enum, Case, Destination: View>(
    unwrapping enum: Binding<Enum?>, case casePath: CasePath<Enum, Case>,
    @ViewBuilder destination: @escaping (Binding<Case>) -> Destination
  ) -> some View {
    presentation(
      Presentation(
        style: .navigation, content: `enum`.case(casePath).map(destination),
        dismiss: { `enum`.wrappedValue = nil }))
  }

  /// How the enclosing `NavigationStack` shows values of type `D` pushed by
  /// `NavigationLink(value:)` or put in its path.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    modifier(
      DestinationBuilder(type: ObjectIdentifier(D.self)) { value in
        (value.base as? D).map { destination($0) }
      })
  }
}

extension Binding {
  /// A binding to the value of one case of an optional enum, or nil when the enum is not in
  /// that case now. Writing through it writes the case back.
  package func `case`<Enum, Case>(_ casePath: CasePath<Enum, Case>) -> Binding<Case>?
  where Value == Enum? {
    guard let initial = wrappedValue.flatMap(casePath.extract(from:)) else { return nil }
    var last = initial
    return Binding<Case>(
      get: {
        if let value = self.wrappedValue.flatMap(casePath.extract(from:)) { last = value }
        return last
      },
      set: { self.wrappedValue = casePath.embed($0) })
  }
}

/// A `navigationDestination(for:)`: the type it shows and how.
package struct DestinationBuilder: ViewModifier {
  package let type: ObjectIdentifier
  package let build: @MainActor (AnyHashable) -> (any View)?

  package typealias Body = Never
}
