import Foundation

/// A value kept in `UserDefaults` (by default `UserDefaults.standard`, which persists across
/// launches), read and written like `@State`: views that read a key update when it changes,
/// whoever writes it (another view, a model, `UserDefaults` itself).
///
/// ```swift
/// @AppStorage("username") private var username = "Anonymous"
/// @AppStorage("theme", store: UserDefaults(suiteName: "group.example")) private var theme = Theme.dark
/// ```
///
/// On Linux, `UserDefaults.standard` is the file `~/.config/<program name>.plist`. Outside a
/// view (in a model object) the property reads and writes the store directly.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let defaultValue: Value
  private let codec: StorageCodec<Value>
  /// The store given with `store:`.
  private let explicitStore: UserDefaults?
  /// What installing in a view found: the store (the environment's `defaultAppStorage` when
  /// no store was given) and the box views share for the key.
  private var installed: (store: UserDefaults, box: StoredValueBox)?

  private init(key: String, defaultValue: Value, store: UserDefaults?, codec: StorageCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
    self.explicitStore = store
  }

  /// The store this property reads and writes.
  private var store: UserDefaults { installed?.store ?? explicitStore ?? .standard }

  public var wrappedValue: Value {
    get {
      let object: Any?
      if let box = installed?.box, DispatchQueue.isMainQueue {
        object = MainActor.assumeIsolated { UncheckedSendable(box.read()) }.value
      } else {
        object = store.object(forKey: key)
      }
      return object.flatMap(codec.decode) ?? defaultValue
    }
    nonmutating set {
      let store = self.store
      if let object = codec.encode(newValue) {
        store.set(object, forKey: key)
      } else {
        store.removeObject(forKey: key)
      }
      Self.announceWrite(store, key: key)
    }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    let property = self
    return Binding(
      get: { property.wrappedValue }, set: { property.wrappedValue = $0 },
      location: AnyHashable(StorageLocation(store: ObjectIdentifier(store), key: key)))
  }

  /// Tells the views reading `key` that it changed, on the main actor.
  private static func announceWrite(_ store: UserDefaults, key: String) {
    let store = UncheckedSendable(store)
    if DispatchQueue.isMainQueue {
      MainActor.assumeIsolated { AppStorageCenter.didWrite(store.value, key: key) }
    } else {
      Task { @MainActor in AppStorageCenter.didWrite(store.value, key: key) }
    }
  }
}

/// What a binding to stored value reads, so two bindings to one key compare equal.
private struct StorageLocation: Hashable {
  let store: ObjectIdentifier
  let key: String
}

extension AppStorage: InstallableProperty {
  package mutating func install(in context: any DynamicPropertyContext, slot: Int) {
    let store = explicitStore ?? context.environment.defaultAppStorage ?? .standard
    let holder = context.storage(slot: slot) { StoredValueHolder() }
    if holder.box == nil || holder.store !== store {
      holder.box = AppStorageCenter.box(for: store, key: key)
      holder.store = store
    }
    installed = (store, holder.box!)
    if explicitStore == nil {
      context.didRead(environment: { ($0.defaultAppStorage ?? .standard) !== store })
    }
  }
}

extension AppStorage where Value == Bool {
  /// A Boolean kept under `key`; `wrappedValue` until one is stored.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .bool)
  }
}

extension AppStorage where Value == Int {
  /// An integer kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .int)
  }
}

extension AppStorage where Value == Double {
  /// A number kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
  }
}

extension AppStorage where Value == String {
  /// A string kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .string)
  }
}

extension AppStorage where Value == URL {
  /// A URL kept under `key` (as its string).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
  }
}

extension AppStorage where Value == Data {
  /// Data kept under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .data)
  }
}

extension AppStorage where Value == Date {
  /// A date kept under `key` (SwiftUI's form since iOS 18).
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .date)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == Int {
  /// An enumeration kept under `key` as its integer raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .intRawValue)
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue == String {
  /// A value kept under `key` as its string raw value.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(key: key, defaultValue: wrappedValue, store: store, codec: .stringRawValue)
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional Boolean kept under `key`; nil when none is stored, and writing nil removes it.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store, codec: StorageCodec.bool.optional)
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store, codec: StorageCodec.int.optional)
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, store: store, codec: StorageCodec.double.optional)
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, codec: StorageCodec.string.optional)
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, store: store, codec: StorageCodec.url.optional)
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, codec: StorageCodec.data.optional)
  }

  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key: key, defaultValue: nil, store: store, codec: StorageCodec.date.optional)
  }

  /// An optional enumeration kept under `key` as its string raw value.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == String {
    self.init(
      key: key, defaultValue: nil, store: store, codec: StorageCodec<R>.stringRawValue.optional)
  }

  /// An optional enumeration kept under `key` as its integer raw value.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
  where Value == R?, R.RawValue == Int {
    self.init(
      key: key, defaultValue: nil, store: store, codec: StorageCodec<R>.intRawValue.optional)
  }
}

extension EnvironmentValues {
  /// The store `@AppStorage` properties inside use when they name none.
  @Entry package var defaultAppStorage: UserDefaults? = nil
}

extension View {
  /// The `UserDefaults` that `@AppStorage` properties inside use when they name no store.
  ///
  /// ```swift
  /// ContentView().defaultAppStorage(UserDefaults(suiteName: "group.example")!)
  /// ```
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    environment(\.defaultAppStorage, store)
  }
}
