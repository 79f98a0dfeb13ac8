import Decl
import DeclRender
import DeclTesting
import Testing

@testable import Examples

/// Seed 003's inventory: which alert to show is decided by `ItemModel` as `AlertState` and
/// `ConfirmationDialogState` values, unit-tested here without any view, then shown by the view.
@MainActor
@Suite struct InventoryTests {
  private typealias Inventory = InventoryExample
  private typealias AlertAction = Inventory.ItemModel.AlertAction

  private func model(for name: String) -> (Inventory.InventoryModel, Inventory.ItemModel) {
    let inventory = Inventory.InventoryModel(items: Inventory.sampleItems)
    let item = Inventory.sampleItems.first { $0.name == name }!
    return (inventory, Inventory.ItemModel(item: item, inventory: inventory))
  }

  @Test func deleteAsksForConfirmationWithTheItemsName() {
    let (_, model) = model(for: "Headphones")
    model.deleteButtonTapped()
    #expect(model.alert?.message == TextState(#"Are you sure you want to delete "Headphones"?"#))
    let expected = AlertState<AlertAction> {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes, delete") }
      ButtonState(role: .cancel) { TextState("Nevermind") }
    } message: {
      TextState(#"Are you sure you want to delete "Headphones"?"#)
    }
    // Equal although every state and button has its own id.
    #expect(model.alert == expected)
    #expect(model.alert?.id != expected.id)
  }

  @Test func lockedItemCannotBeDeleted() {
    let (_, model) = model(for: "Keyboard")
    model.deleteButtonTapped()
    #expect(
      model.alert
        == AlertState {
          TextState("Cannot be deleted")
        } message: {
          TextState("This item is locked, and so cannot be deleted.")
        })
    #expect(model.alert?.buttons.isEmpty == true)
  }

  @Test func confirmingRemovesTheItem() {
    let (inventory, model) = model(for: "Headphones")
    inventory.selectedItem = model
    model.alertButtonTapped(.confirmDeletion)
    #expect(!inventory.items.contains { $0.name == "Headphones" })
    #expect(inventory.selectedItem == nil)
  }

  @Test func dialogVariant() {
    let (_, model) = model(for: "Mouse")
    model.deleteWithDialogTapped()
    #expect(model.alert == nil)
    #expect(
      model.dialog
        == ConfirmationDialogState(titleVisibility: .visible) {
          TextState("Delete Mouse?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes, delete") }
          ButtonState(role: .cancel) { TextState("Nevermind") }
        })
  }

  @Test func stateEqualityComparesContentNotIds() {
    let a = ButtonState<AlertAction>(role: .cancel) { TextState("No") }
    let b = ButtonState<AlertAction>(role: .cancel) { TextState("No") }
    let c = ButtonState<AlertAction>(role: .destructive) { TextState("No") }
    #expect(a == b)
    #expect(a != c)
    #expect(TextState("a") + TextState("b") == TextState("ab"))
  }

  @Test func itemScreenAlertsAndDeletion() {
    let host = SeedExamplesSupport.host("inventory", width: 60, height: 16)
    #expect(host.tap("Headphones"))
    #expect(host.screen.contains("Blue"))
    assertSnapshot(host, named: "item", suite: "inventory")

    host.send(.escape)
    #expect(host.tap("Keyboard"))
    #expect(host.tap("Delete"))
    #expect(host.screen.contains("Cannot be deleted"))
    // The message wraps inside the alert's box.
    #expect(host.screen.contains("This item is locked, and so cannot be"))
    #expect(host.screen.contains("OK"))
    assertSnapshot(host, named: "locked-alert", suite: "inventory")
    host.send(.enter)
    #expect(!host.screen.contains("Cannot be deleted"))
    #expect(host.screen.contains("Keyboard"))

    host.send(.escape)
    #expect(host.tap("Headphones"))
    #expect(host.tap("Delete"))
    #expect(host.screen.contains("Are you sure you want to delete"))
    #expect(host.screen.contains(#""Headphones"?"#))
    assertSnapshot(host, named: "delete-alert", suite: "inventory")
    // Escape runs the cancel button: the item stays.
    host.send(.escape)
    #expect(!host.screen.contains("Delete?"))
    #expect(host.screen.contains("Blue"))
    #expect(host.tap("Delete"))
    #expect(host.tap("Yes, delete"))
    #expect(!host.screen.contains("Headphones"))
    #expect(host.screen.contains("Inventory"))
    assertSnapshot(host, named: "after-deletion", suite: "inventory")
  }

  @Test func dialogDeletesFromTheItemScreen() {
    let host = SeedExamplesSupport.host("inventory", width: 60, height: 16)
    #expect(host.tap("Mouse"))
    #expect(host.tap("Delete…"))
    #expect(host.screen.contains("Delete Mouse?"))
    assertSnapshot(host, named: "delete-dialog", suite: "inventory")
    #expect(host.tap("Yes, delete"))
    #expect(!host.screen.contains("Mouse"))
  }
}
