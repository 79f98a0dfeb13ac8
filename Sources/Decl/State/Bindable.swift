/// Bindings to the properties of an `@Observable` object.
///
/// ```swift
/// @Bindable var appData: ApplicationData
/// TextField("Insert Title", text: $appData.titleInput)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  public init(_ value: Value) {
    self.wrappedValue = value
  }

  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      location: AnyHashable(
        ObjectKeyPathLocation(object: ObjectIdentifier(object), keyPath: keyPath)))
  }
}

extension Bindable: DynamicProperty {}

private struct ObjectKeyPathLocation: Hashable {
  let object: ObjectIdentifier
  let keyPath: AnyKeyPath
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's identity, so a `ForEach` can take bindables.
  public var id: Value.ID { wrappedValue.id }
}
