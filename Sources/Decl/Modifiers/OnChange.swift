extension View {
  /// Runs `action` with the old and new value when `value` changes; with `initial`, also
  /// when the view appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` when `value` changes; with `initial`, also when the view appears.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(ChangeModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// The older form: runs `action` with the new value when `value` changes.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
  )
    -> some View
  {
    modifier(ChangeModifier(value: value, initial: false) { _, new in action(new) })
  }
}

/// `onChange(of:)`: the value watched and what to do when it changes.
package struct ChangeModifier: ViewModifier {
  package let value: Any
  package let isEqual: (Any) -> Bool
  package let action: @MainActor (_ old: Any, _ new: Any) -> Void
  package let initial: Bool

  package init<V: Equatable>(value: V, initial: Bool, action: @escaping @MainActor (V, V) -> Void) {
    self.value = value
    self.isEqual = { ($0 as? V) == value }
    self.action = { old, new in action(old as! V, new as! V) }
    self.initial = initial
  }

  package typealias Body = Never
}
