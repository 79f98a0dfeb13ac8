import Foundation

/// The boxes of the `UserDefaults` keys views read, so a write through one `@AppStorage` (or
/// straight to `UserDefaults`) reaches every view reading that key.
@MainActor
package enum AppStorageCenter {
  private struct BoxKey: Hashable {
    let store: ObjectIdentifier
    let key: String
  }

  private final class WeakBox {
    weak var box: StoredValueBox?
    init(_ box: StoredValueBox) { self.box = box }
  }

  private static var boxes: [BoxKey: WeakBox] = [:]
  private nonisolated static let storesLock = NSLock()
  nonisolated(unsafe) private static var knownStores: [ObjectIdentifier: UserDefaults] = [:]

  /// Every store a box was made for, so the renderer can put their writes on disk; readable
  /// from any thread (the crash handler's).
  package nonisolated static var stores: [UserDefaults] {
    storesLock.withLock { Array(knownStores.values) }
  }

  /// Adds `store` to `stores` (a scene's persisted `@SceneStorage`), so its writes are put on
  /// disk with the others.
  package static func register(_ store: UserDefaults) {
    storesLock.withLock { knownStores[ObjectIdentifier(store)] = store }
  }

  /// The box of `key` in `store`, made on first use.
  package static func box(for store: UserDefaults, key: String) -> StoredValueBox {
    let boxKey = BoxKey(store: ObjectIdentifier(store), key: key)
    if let existing = boxes[boxKey]?.box { return existing }
    register(store)
    let stored = UncheckedSendable(store)
    let made = StoredValueBox(
      load: { stored.value.object(forKey: key) },
      save: { value in
        if let value {
          stored.value.set(value, forKey: key)
        } else {
          stored.value.removeObject(forKey: key)
        }
      })
    boxes[boxKey] = WeakBox(made)
    return made
  }

  /// `key` of `store` was written outside a box (an `@AppStorage` outside a view).
  package static func didWrite(_ store: UserDefaults, key: String) {
    boxes[BoxKey(store: ObjectIdentifier(store), key: key)]?.box?.storeDidChange()
  }

  /// Updates the views reading keys that changed since they read them, however they were
  /// written (`UserDefaults.standard.set(…)` directly posts no notification on Linux). The
  /// renderer calls it before each update.
  package static func checkForExternalChanges() {
    guard !boxes.isEmpty else { return }
    for (key, entry) in boxes {
      guard let box = entry.box else {
        boxes[key] = nil
        continue
      }
      box.storeDidChange()
    }
  }
}
