/// Reads a value from the environment of the view that declares it.
///
/// ```swift
/// @Environment(\.colorScheme) var colorScheme
/// ```
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private var resolved: Value?

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value {
    if let resolved { return resolved }
    // Read outside a rendered body (for example in a unit test): answer the default.
    return EnvironmentValues()[keyPath: keyPath]
  }
}

extension Environment: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    resolved = context.environment[keyPath: keyPath]
  }
}
