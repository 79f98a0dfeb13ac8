import Foundation

/// A value kept per scene: like `@State`, but it outlives the view that declares it, so a view
/// made again (another branch shown, a screen pushed again) reads what was last written. A
/// terminal app has one scene, its window, whose values are on disk and restored at the next
/// launch; a `TestHost` or an inline run keeps them in memory.
///
/// ```swift
/// @SceneStorage("selectedTab") private var selectedTab = "home"
/// ```
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let codec: StorageCodec<Value>
  private var box: StoredValueBox?

  private init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
  }

  @MainActor @preconcurrency public var wrappedValue: Value {
    get { box?.read().flatMap(codec.decode) ?? defaultValue }
    nonmutating set {
      guard let box else {
        DeclDiagnostics.warn(
          "a @SceneStorage was written outside a rendered view; the value is not stored")
        return
      }
      box.write(codec.encode(newValue))
    }
  }

  /// A binding to the stored value.
  @MainActor public var projectedValue: Binding<Value> {
    let property = self
    return Binding(
      get: { property.wrappedValue }, set: { property.wrappedValue = $0 },
      location: box.map { AnyHashable(ObjectIdentifier($0)) })
  }
}

extension SceneStorage: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    let holder = context.storage(slot: slot) { StoredValueHolder() }
    // Outside a scene (a view rendered on its own), the node keeps the value as `@State` would.
    let values =
      context.environment.sceneStorageValues ?? holder.store as? SceneStorageValues
      ?? SceneStorageValues()
    if holder.box == nil || holder.store !== values {
      holder.box = values.box(for: key)
      holder.store = values
    }
    box = holder.box
  }
}

extension SceneStorage where Value == Bool {
  /// A Boolean kept under `key` for the scene; `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, codec: .bool)
  }
}

extension SceneStorage where Value == Int {
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, codec: .int)
  }
}

extension SceneStorage where Value == Double {
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, codec: .double)
  }
}

extension SceneStorage where Value == String {
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, codec: .string)
  }
}

extension SceneStorage where Value == URL {
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, codec: .url)
  }
}

extension SceneStorage where Value == Data {
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, codec: .data)
  }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == Int {
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, codec: .intRawValue)
  }
}

extension SceneStorage where Value: RawRepresentable, Value.RawValue == String {
  public init(wrappedValue: Value, _ key: String) {
    self.init(key: key, defaultValue: wrappedValue, codec: .stringRawValue)
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean kept under `key` for the scene; nil until one is stored.
  public init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil, codec: StorageCodec.bool.optional)
  }

  public init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil, codec: StorageCodec.int.optional)
  }

  public init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil, codec: StorageCodec.double.optional)
  }

  public init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil, codec: StorageCodec.string.optional)
  }

  public init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil, codec: StorageCodec.url.optional)
  }

  public init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil, codec: StorageCodec.data.optional)
  }

  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, codec: StorageCodec<R>.stringRawValue.optional)
  }

  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, codec: StorageCodec<R>.intRawValue.optional)
  }
}
