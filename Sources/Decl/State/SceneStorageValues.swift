/// One scene's `@SceneStorage` values, by key, kept for the app's life.
@MainActor
package final class SceneStorageValues {
  private var values: [String: Any] = [:]
  private var boxes: [String: StoredValueBox] = [:]

  package init() {}

  /// The box of `key`, made on first use.
  package func box(for key: String) -> StoredValueBox {
    if let existing = boxes[key] { return existing }
    let made = StoredValueBox(
      load: { [unowned self] in self.values[key] },
      save: { [unowned self] in self.values[key] = $0 })
    boxes[key] = made
    return made
  }
}

private struct SceneStorageValuesKey: EnvironmentKey {
  static var defaultValue: SceneStorageValues? { nil }
}

extension EnvironmentValues {
  /// The `@SceneStorage` values of the scene views are in.
  package var sceneStorageValues: SceneStorageValues? {
    get { self[SceneStorageValuesKey.self] }
    set { self[SceneStorageValuesKey.self] = newValue }
  }
}
