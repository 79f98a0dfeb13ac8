/// Selection, deletion and moving of list rows.
///
/// A `List(selection:)` selects the focused row (Space toggles rows of a multiple selection);
/// `ForEach.onDelete` runs on Delete or Backspace and `onMove` on Alt-↑/Alt-↓ in the focused row.

extension ForEach {
  /// Lets the user delete rows from the keyboard: Delete or Backspace on the focused row.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.deleteAction = action
    return copy
  }

  /// Lets the user move rows from the keyboard: Alt-↑ and Alt-↓ on the focused row.
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.moveAction = action
    return copy
  }
}

/// One row of a list whose rows can be selected, deleted or moved.
package struct ListRowControl {
  package let id: AnyHashable
  package let offset: Int
  package let content: any View
  package let onDelete: ((IndexSet) -> Void)?
  package let onMove: ((IndexSet, Int) -> Void)?
  /// Whether the list is in edit mode (the row shows its delete and move marks).
  package let isEditing: Bool

  package init(
    id: AnyHashable, offset: Int, content: any View, onDelete: ((IndexSet) -> Void)?,
    onMove: ((IndexSet, Int) -> Void)?, isEditing: Bool = false
  ) {
    self.id = id
    self.offset = offset
    self.content = content
    self.onDelete = onDelete
    self.onMove = onMove
    self.isEditing = isEditing
  }
}

/// The view the renderer wraps around each such row.
package struct ListRowView: View {
  package let row: ListRowControl
  package init(row: ListRowControl) { self.row = row }
  package typealias Body = Never
}

/// A list's selection, type-erased: single (`Binding<Value?>`) or multiple (`Binding<Set<Value>>`).
package struct ListSelection {
  package let isMultiple: Bool
  package let contains: (AnyHashable) -> Bool
  /// Makes `id` the selection (single) or toggles it (multiple).
  package let choose: (AnyHashable) -> Void
  /// Whether nothing is selected, and deselecting everything (a collapsed split view's back).
  package let isEmpty: () -> Bool
  package let clear: () -> Void

  package init<Value: Hashable>(single binding: Binding<Value?>) {
    isMultiple = false
    contains = { id in binding.wrappedValue.map { AnyHashable($0) } == id }
    choose = { id in
      if let value = id.base as? Value { binding.wrappedValue = value }
    }
    isEmpty = { binding.wrappedValue == nil }
    clear = { binding.wrappedValue = nil }
  }

  package init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
    isMultiple = true
    isEmpty = { binding.wrappedValue.isEmpty }
    clear = { binding.wrappedValue = [] }
    contains = { id in (id.base as? Value).map { binding.wrappedValue.contains($0) } ?? false }
    choose = { id in
      guard let value = id.base as? Value else { return }
      if binding.wrappedValue.contains(value) {
        binding.wrappedValue.remove(value)
      } else {
        binding.wrappedValue.insert(value)
      }
    }
  }
}

extension EnvironmentValues {
  /// The selection of the list around, if it has one.
  @Entry package var listSelection: ListSelection? = nil

  /// Whether views here are in a list (a `NavigationLink` then looks like a row).
  @Entry package var isInList: Bool = false

  /// Whether views here are inside a row that can be selected, deleted or moved (a `ForEach`
  /// here makes no such rows of its own).
  @Entry package var isListRowContent: Bool = false
}

extension List {
  /// A list whose focused row is the selection.
  public init(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection(single: selection)
  }

  /// A list where Space adds or removes the focused row from the selection.
  public init(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = ListSelection(multiple: selection)
  }

  /// One row per identifiable element, with a single selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// One row per identifiable element, with a multiple selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// One row per element, identified by the value at `id`, with a single selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// One row per element, identified by the value at `id`, with a multiple selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}

extension List where SelectionValue == Never {
  /// One row per element of a collection binding: `List($items) { $item in ... }`.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }
}
