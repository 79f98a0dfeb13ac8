/// Reads a value the focused view (or one of its ancestors) publishes with `focusedValue`, or
/// a view on screen publishes with `focusedSceneValue`; nil when none does. Views reading it
/// update as focus moves.
///
/// ```swift
/// @FocusedValue(\.selectedNote) private var note
/// Button("Delete") { note?.wrappedValue.delete() }.disabled(note == nil)
/// ```
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  private let read: (FocusedValues) -> Value?
  private var store: FocusedValuesStore?

  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    read = { $0[keyPath: keyPath] }
  }

  /// An observable object the focused view publishes with `focusedValue(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { $0.storage[ObjectIdentifier(objectType)] as? Value }
  }

  @MainActor @preconcurrency public var wrappedValue: Value? {
    guard let store else { return nil }
    return read(store.values)
  }
}

extension FocusedValue: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    store = context.environment.focusedValuesStore
  }
}

/// How a view publishes a focused value: while focus is on it or inside it, or (for the
/// scene) while it is on screen.
package struct FocusedValueModifier: ViewModifier {
  package let isSceneWide: Bool
  package let publish: (inout FocusedValues) -> Void
  package typealias Body = Never
}

extension View {
  /// Publishes `value` under `keyPath` while this view or a view inside it has focus.
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    modifier(FocusedValueModifier(isSceneWide: false) { $0[keyPath: keyPath] = value })
  }

  /// Publishes `value` (nil publishes none) under `keyPath` while focus is here.
  @_disfavoredOverload
  public func focusedValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    modifier(FocusedValueModifier(isSceneWide: false) { $0[keyPath: keyPath] = value })
  }

  /// Publishes an observable object, for `@FocusedValue(Model.self)`, while focus is here.
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      FocusedValueModifier(isSceneWide: false) { $0.storage[ObjectIdentifier(T.self)] = object })
  }

  /// Publishes `value` under `keyPath` for the whole scene while this view is on screen
  /// (a value the focused view publishes wins).
  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value
  ) -> some View {
    modifier(FocusedValueModifier(isSceneWide: true) { $0[keyPath: keyPath] = value })
  }

  @_disfavoredOverload
  public func focusedSceneValue<Value>(
    _ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?
  ) -> some View {
    modifier(FocusedValueModifier(isSceneWide: true) { $0[keyPath: keyPath] = value })
  }

  /// Publishes an observable object for the whole scene while this view is on screen.
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      FocusedValueModifier(isSceneWide: true) { $0.storage[ObjectIdentifier(T.self)] = object })
  }
}
