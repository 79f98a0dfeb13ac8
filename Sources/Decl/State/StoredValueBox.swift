import Foundation

/// Where one stored value lives (a key of a `UserDefaults`, or of a scene's storage), shared by
/// every `@AppStorage` or `@SceneStorage` that reads that key: a write through one updates the
/// views reading the others.
@MainActor
package final class StoredValueBox: DependencySource {
  private let load: () -> Any?
  private let save: (Any?) -> Void
  /// The value as last read or written here, to notice writes made around the box.
  private var snapshot: Any?

  package init(load: @escaping () -> Any?, save: @escaping (Any?) -> Void) {
    self.load = load
    self.save = save
    super.init()
    snapshot = load()
  }

  /// The stored value (nil when the key holds none); the body running now depends on it.
  package func read() -> Any? {
    recordRead()
    return load()
  }

  /// Stores a value (nil removes it) and updates the views that read it.
  package func write(_ value: Any?) {
    save(value)
    storeDidChange()
  }

  /// Updates the readers when the stored value differs from the last one seen here.
  package func storeDidChange() {
    let current = load()
    guard !Self.same(current, snapshot) else { return }
    snapshot = current
    notifyChange()
  }

  /// Whether two property-list values are the same.
  private static func same(_ a: Any?, _ b: Any?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?):
      if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
      return String(describing: a) == String(describing: b)
    default: return false
    }
  }
}
