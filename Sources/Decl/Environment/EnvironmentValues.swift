/// A key for a value stored in the environment.
///
/// ```swift
/// private struct ClearButtonHiddenKey: EnvironmentKey { static let defaultValue = false }
/// extension EnvironmentValues {
///   var clearButtonHidden: Bool {
///     get { self[ClearButtonHiddenKey.self] }
///     set { self[ClearButtonHiddenKey.self] = newValue }
///   }
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: colour scheme, font, custom keys and more.
public struct EnvironmentValues: CustomStringConvertible {
  private var storage: [ObjectIdentifier: Any] = [:]

  public init() {}

  /// Reads or writes the value for a key; a key never written reads its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  public var description: String { "EnvironmentValues(\(storage.count) values set)" }
}

extension View {
  /// Sets an environment value for this view and everything inside it.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    modifier(EnvironmentWriter { $0[keyPath: keyPath] = value })
  }

  /// Changes an environment value for this view and everything inside it.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentWriter { transform(&$0[keyPath: keyPath]) })
  }
}

/// The modifier behind `environment(_:_:)` and every modifier that only sets a value for
/// the views inside it.
package struct EnvironmentWriter: ViewModifier, PrimitiveModifier {
  package let transform: (inout EnvironmentValues) -> Void

  package init(_ transform: @escaping (inout EnvironmentValues) -> Void) {
    self.transform = transform
  }

  package var builtin: BuiltinModifier { .environment(transform) }
  package typealias Body = Never
}
