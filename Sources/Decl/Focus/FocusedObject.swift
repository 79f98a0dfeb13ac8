/// An `ObservableObject` the focused view publishes with `focusedObject(_:)` (or any view on
/// screen with `focusedSceneObject(_:)`): nil while nothing publishes one. A command or a
/// toolbar reads the document the focus is in with it.
///
/// ```swift
/// @FocusedObject var document: Document?
/// ```
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  private var store: FocusedValuesStore?

  public init() {}

  /// The object published where focus is, or nil.
  @MainActor @preconcurrency public var wrappedValue: ObjectType? {
    store?.values.storage[ObjectIdentifier(ObjectType.self)] as? ObjectType
  }

  /// Bindings to the published object's properties (`$document.title`), or nil.
  @MainActor @preconcurrency public var projectedValue: Wrapper? {
    guard let object = wrappedValue else { return nil }
    return Wrapper(object: object)
  }

  /// Makes bindings to the properties of the published object.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to one property of the object.
    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>)
      -> Binding<T>
    {
      let object = UncheckedSendable(object)
      return Binding(
        get: { object.value[keyPath: keyPath] },
        set: { object.value[keyPath: keyPath] = $0 })
    }
  }
}

extension FocusedObject: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    store = context.environment.focusedValuesStore
  }
}

extension View {
  /// Publishes `object` for `@FocusedObject` while this view or a view inside it has focus.
  public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(
      FocusedValueModifier(isSceneWide: false) { $0.storage[ObjectIdentifier(T.self)] = object })
  }

  /// Publishes `object` (nil publishes none) for `@FocusedObject` while focus is here.
  @_disfavoredOverload
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(
      FocusedValueModifier(isSceneWide: false) { $0.storage[ObjectIdentifier(T.self)] = object })
  }

  /// Publishes `object` for `@FocusedObject` for the whole scene while this view is on screen.
  public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(
      FocusedValueModifier(isSceneWide: true) { $0.storage[ObjectIdentifier(T.self)] = object })
  }

  /// Publishes `object` (nil publishes none) for the whole scene while this view is on screen.
  @_disfavoredOverload
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(
      FocusedValueModifier(isSceneWide: true) { $0.storage[ObjectIdentifier(T.self)] = object })
  }
}
