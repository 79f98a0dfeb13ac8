import Decl

/// Seed 003, "Alerts and confirmation dialogs": an inventory whose item screen has a Delete
/// button. All the logic of which alert to show lives in `ItemModel`, as `AlertState` (and, for
/// the dialog variant, `ConfirmationDialogState`) values, so it is unit-tested without a view;
/// the view only says `.alert(unwrapping: $model.alert) { action in ... }`.
///
/// The article shows the item screen alone; here it is pushed from an inventory list so that
/// the deletion can be seen. Swift 6 asks for the models to be `@MainActor`.
enum InventoryExample {
  struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
    var color: String
    var quantity: Int
    var isLocked: Bool
  }

  static let sampleItems = [
    Item(id: 1, name: "Headphones", color: "Blue", quantity: 3, isLocked: false),
    Item(id: 2, name: "Keyboard", color: "Black", quantity: 1, isLocked: true),
    Item(id: 3, name: "Mouse", color: "White", quantity: 12, isLocked: false),
  ]

  @MainActor
  final class InventoryModel: ObservableObject {
    @Published var items: [Item]
    /// The item screen on top of the list, if any.
    @Published var selectedItem: ItemModel?

    init(items: [Item]) {
      self.items = items
    }

    func itemTapped(_ item: Item) {
      selectedItem = ItemModel(item: item, inventory: self)
    }

    func remove(id: Item.ID) {
      items.removeAll { $0.id == id }
      if selectedItem?.item.id == id { selectedItem = nil }
    }
  }

  @MainActor
  final class ItemModel: ObservableObject, Identifiable {
    @Published var alert: AlertState<AlertAction>?
    @Published var dialog: ConfirmationDialogState<AlertAction>?
    let item: Item
    private unowned let inventory: InventoryModel

    enum AlertAction {
      case confirmDeletion
    }

    init(item: Item, inventory: InventoryModel) {
      self.item = item
      self.inventory = inventory
    }

    func deleteButtonTapped() {
      if item.isLocked {
        self.alert = AlertState {
          TextState("Cannot be deleted")
        } message: {
          TextState("This item is locked, and so cannot be deleted.")
        }
      } else {
        self.alert = AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Yes, delete")
          }
          ButtonState(role: .cancel) {
            TextState("Nevermind")
          }
        } message: {
          TextState(#"Are you sure you want to delete "\#(self.item.name)"?"#)
        }
      }
    }

    /// The same question as a confirmation dialog.
    func deleteWithDialogTapped() {
      guard !item.isLocked else {
        deleteButtonTapped()
        return
      }
      self.dialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Delete \(self.item.name)?")
      } actions: {
        ButtonState(role: .destructive, action: .confirmDeletion) {
          TextState("Yes, delete")
        }
        ButtonState(role: .cancel) {
          TextState("Nevermind")
        }
      }
    }

    func alertButtonTapped(_ action: AlertAction) {
      switch action {
      case .confirmDeletion:
        self.inventory.remove(id: item.id)
      }
    }
  }

  struct InventoryView: View {
    @ObservedObject var model: InventoryModel

    var body: some View {
      List {
        ForEach(model.items) { item in
          Button {
            model.itemTapped(item)
          } label: {
            HStack {
              Text(item.name)
              if item.isLocked { Image(systemName: "lock") }
              Spacer()
              Text("\(item.quantity)").foregroundStyle(.secondary)
            }
          }
        }
      }
      .navigationTitle("Inventory")
      .navigationDestination(unwrapping: $model.selectedItem) { $itemModel in
        ItemView(model: itemModel)
      }
    }
  }

  struct ItemView: View {
    @ObservedObject var model: ItemModel

    var body: some View {
      Form {
        LabeledContent("Name", value: model.item.name)
        LabeledContent("Color", value: model.item.color)
        LabeledContent("Quantity", value: "\(model.item.quantity)")
        LabeledContent("Locked", value: model.item.isLocked ? "Yes" : "No")
        Section {
          Button("Delete", role: .destructive) { model.deleteButtonTapped() }
          Button("Delete…", role: .destructive) { model.deleteWithDialogTapped() }
        }
      }
      .navigationTitle(model.item.name)
      .alert(unwrapping: self.$model.alert) { action in
        self.model.alertButtonTapped(action)
      }
      .confirmationDialog(unwrapping: self.$model.dialog) { action in
        self.model.alertButtonTapped(action)
      }
    }
  }

  /// The list keeps its model for the life of the screen.
  struct Root: View {
    @StateObject private var model = InventoryModel(items: sampleItems)

    var body: some View {
      NavigationStack {
        InventoryView(model: model)
      }
    }
  }

  @MainActor static func makeView() -> some View { Root() }
}
