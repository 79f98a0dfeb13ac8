import Foundation

/// One scene's `@SceneStorage` values, by key: in memory for the process's life, or kept in a
/// store of their own so the next launch of the same scene restores them.
@MainActor
package final class SceneStorageValues {
  private var values: [String: Any] = [:]
  private var boxes: [String: StoredValueBox] = [:]
  /// Where the values outlive the process, or nil.
  private let store: UncheckedSendable<UserDefaults>?

  /// Values kept in memory only (a `TestHost`, an inline run).
  package init() {
    store = nil
  }

  /// Values kept in `store`: what the scene wrote at its last launch is read back, and writes
  /// go to disk with the `@AppStorage` stores (after each frame, and after a crash).
  package init(persistingIn store: UserDefaults) {
    self.store = UncheckedSendable(store)
    AppStorageCenter.register(store)
  }

  /// The store a terminal app's window keeps its values in: `<process name>.SceneStorage`
  /// (on Linux `~/.config/<process name>.SceneStorage.plist`, beside the app's defaults).
  package static func persistentStore(
    processName: String = ProcessInfo.processInfo.processName
  ) -> UserDefaults? {
    UserDefaults(suiteName: processName + ".SceneStorage")
  }

  /// The box of `key`, made on first use.
  package func box(for key: String) -> StoredValueBox {
    if let existing = boxes[key] { return existing }
    let made: StoredValueBox
    if let store {
      made = StoredValueBox(
        load: { store.value.object(forKey: key) },
        save: { value in
          if let value {
            store.value.set(value, forKey: key)
          } else {
            store.value.removeObject(forKey: key)
          }
        })
    } else {
      made = StoredValueBox(
        load: { [unowned self] in self.values[key] },
        save: { [unowned self] in self.values[key] = $0 })
    }
    boxes[key] = made
    return made
  }
}

extension EnvironmentValues {
  /// The `@SceneStorage` values of the scene views are in.
  @Entry package var sceneStorageValues: SceneStorageValues? = nil
}
