/// What a view's node keeps for one of its `@AppStorage` or `@SceneStorage` properties.
@MainActor
package final class StoredValueHolder {
  package var box: StoredValueBox?
  package var store: AnyObject?
  package init() {}
}
