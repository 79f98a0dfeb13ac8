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
  private var storage: [ObjectIdentifier: Any] = [:] {
    didSet { generation = Self.generations.next() }
  }
  /// Observable objects put in the environment with `.environment(_:)`, by type.
  package var objects: [ObjectIdentifier: AnyObject] = [:] {
    didSet { generation = Self.generations.next() }
  }
  /// Whether a view asked for a colour scheme (`preferredColorScheme`), so the renderer paints
  /// that scheme's background instead of leaving the terminal's own. A stored flag, not a key:
  /// the renderer reads it for every view it draws, and a key is a hashed lookup and a cast.
  package var isColorSchemeExplicit = false {
    didSet { generation = Self.generations.next() }
  }
  /// Changes with every write, so a copy that nobody wrote to is known to be the same.
  package private(set) var generation: UInt64 = 0
  private static let generations = GenerationCounter()

  public init() {}

  /// The observable object of type `T` put in the environment with `.environment(_:)`, or nil.
  public subscript<T: AnyObject & Observable>(objectType objectType: T.Type) -> T? {
    get { objects[ObjectIdentifier(objectType)] as? T }
    set { objects[ObjectIdentifier(objectType)] = newValue }
  }

  /// Whether two environment values are the same: by `==` when they are equatable, by identity
  /// when they are objects; anything else counts as changed.
  package static func valuesMatch(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? any Equatable { return a.isEqual(to: b) }
    guard type(of: a) is AnyClass, type(of: b) is AnyClass else { return false }
    return (a as AnyObject) === (b as AnyObject)
  }

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

extension View {
  /// Puts an observable object in the environment, for `@Environment(Model.self)` inside.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentWriter { $0.objects[ObjectIdentifier(T.self)] = object })
  }
}

/// A process-wide counter; environment values may be written on any thread.
private final class GenerationCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value: UInt64 = 0

  func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// The modifier behind `environment(_:_:)` and every modifier that only sets a value for
/// the views inside it.
package struct EnvironmentWriter: ViewModifier {
  package let transform: (inout EnvironmentValues) -> Void

  package init(_ transform: @escaping (inout EnvironmentValues) -> Void) {
    self.transform = transform
  }

  package typealias Body = Never
}
