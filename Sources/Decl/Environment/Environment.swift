/// Reads a value from the environment of the view that declares it.
///
/// ```swift
/// @Environment(\.colorScheme) var colorScheme
/// @Environment(ApplicationData.self) var appData
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier, typeName: String, isOptional: Bool)
  }

  private let source: Source
  private var resolved: Value?

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.source = .keyPath(keyPath)
  }

  /// An observable object put in the environment with `.environment(_:)`.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.source = .object(
      ObjectIdentifier(objectType), typeName: "\(objectType)", isOptional: false)
  }

  /// An observable object that may be missing from the environment.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.source = .object(ObjectIdentifier(objectType), typeName: "\(objectType)", isOptional: true)
  }

  public var wrappedValue: Value {
    if let resolved { return resolved }
    switch source {
    case .keyPath(let keyPath):
      // Read outside a rendered body (for example in a unit test): answer the default.
      return EnvironmentValues()[keyPath: keyPath]
    case .object(_, let typeName, let isOptional):
      if isOptional, let none = Optional<Any>.none as? Value { return none }
      fatalError(
        "No observable object of type \(typeName) found in the environment. "
          + "Put one there with .environment(object) on an ancestor view.")
    }
  }

  /// Whether the environment value this property read differs in `environment`.
  package func isStale(in environment: EnvironmentValues) -> Bool {
    switch source {
    case .keyPath(let keyPath):
      guard let resolved else { return true }
      return !EnvironmentValues.valuesMatch(resolved, environment[keyPath: keyPath])
    case .object(let id, _, _):
      return environment.objects[id] as AnyObject? !== (resolved.flatMap { $0 as AnyObject? })
    }
  }
}

extension Environment: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    switch source {
    case .keyPath(let keyPath):
      resolved = context.environment[keyPath: keyPath]
    case .object(let id, _, let isOptional):
      if let object = context.environment.objects[id] {
        resolved = (object as! Value)
      } else if isOptional, let none = Optional<Any>.none as? Value {
        resolved = none
      } else {
        resolved = nil
      }
    }
    context.didRead(environment: isStale(in:))
  }
}
