/// Reads a binding the focused view publishes, as its value: writing it writes the binding.
///
/// ```swift
/// @FocusedBinding(\.selectedNote) private var note: Note?
/// ```
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  private let keyPath: KeyPath<FocusedValues, Binding<Value>?>
  private var store: FocusedValuesStore?

  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    self.keyPath = keyPath
  }

  @MainActor private var binding: Binding<Value>? {
    store?.values[keyPath: keyPath]
  }

  @MainActor @preconcurrency public var wrappedValue: Value? {
    get { binding?.wrappedValue }
    nonmutating set {
      if let newValue { binding?.wrappedValue = newValue }
    }
  }

  /// A binding to the published binding's value (nil, and writes dropped, when none is).
  @MainActor public var projectedValue: Binding<Value?> {
    let property = self
    return Binding(get: { property.wrappedValue }, set: { property.wrappedValue = $0 })
  }
}

extension FocusedBinding: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    store = context.environment.focusedValuesStore
  }
}
