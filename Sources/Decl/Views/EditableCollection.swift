import Foundation

/// What the user may do to the rows of a `ForEach` or `List` over a collection binding:
/// `.delete` (Delete or Backspace on the focused row, or edit mode's `⊖`) and `.move`
/// (Alt-↑ and Alt-↓).
///
/// ```swift
/// List($items, editActions: .all) { $item in TextField("Name", text: $item.name) }
/// ```
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
}

extension EditActions where Data: RangeReplaceableCollection {
  /// Rows can be deleted.
  public static var delete: EditActions { EditActions(rawValue: 1 << 0) }
}

extension EditActions where Data: MutableCollection {
  /// Rows can be moved.
  public static var move: EditActions { EditActions(rawValue: 1 << 1) }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
  /// Rows can be deleted and moved.
  public static var all: EditActions { EditActions(rawValue: 1 << 0 | 1 << 1) }
}

/// The positions of a collection with each element's id: the data of a `ForEach` made with
/// `editActions`, whose rows are bindings to the elements.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: RandomAccessCollection {
  /// One element's position in the base collection, and its id.
  public struct Element {
    package let index: Base.Index
    package let id: ID
  }

  public typealias Index = Int
  private let elements: [Element]

  package init(_ base: Base, id: KeyPath<Base.Element, ID>) {
    elements = base.indices.map { Element(index: $0, id: base[$0][keyPath: id]) }
  }

  public var startIndex: Int { elements.startIndex }
  public var endIndex: Int { elements.endIndex }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }
  public subscript(position: Int) -> Element { elements[position] }
}

/// One row of a `ForEach` made with `editActions`: its content given a binding to the element.
public struct EditableCollectionContent<Content: View, Data: MutableCollection>: View {
  package let data: Binding<Data>
  package let index: Data.Index
  package let content: (Binding<Data.Element>) -> Content

  public var body: some View {
    let data = data
    let index = index
    content(Binding(get: { data.wrappedValue[index] }, set: { data.wrappedValue[index] = $0 }))
  }
}

extension ForEach {
  /// Rows for the elements of a collection binding, which the user may delete or move as
  /// `editActions` allows.
  public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID,
    Content == EditableCollectionContent<R, C>, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, editActions: editActions, content: content)
  }

  /// Rows for the elements of a collection binding, identified by the value at `id`, which
  /// the user may delete or move as `editActions` allows.
  public init<C: MutableCollection & RandomAccessCollection, R: View>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  )
  where
    Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
    C.Index: Hashable
  {
    self.init(IndexedIdentifierCollection(data.wrappedValue, id: id), id: \.id) { element in
      EditableCollectionContent(data: data, index: element.index, content: content)
    }
    if editActions.rawValue & 1 != 0 {
      deleteAction = { offsets in
        data.wrappedValue = Self.removing(offsets, from: data.wrappedValue)
      }
    }
    if editActions.rawValue & 2 != 0 {
      moveAction = { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) }
    }
  }

  /// `collection` without the elements at `offsets`, when it is range-replaceable (as
  /// `EditActions.delete` requires).
  private static func removing<C>(_ offsets: IndexSet, from collection: C) -> C {
    func remove<R: RangeReplaceableCollection>(_ collection: R) -> R {
      var copy = collection
      for offset in offsets.reversed() where offset >= 0 && offset < copy.count {
        copy.remove(at: copy.index(copy.startIndex, offsetBy: offset))
      }
      return copy
    }
    guard let replaceable = collection as? any RangeReplaceableCollection else { return collection }
    return remove(replaceable) as? C ?? collection
  }
}

extension List {
  /// A row for each element of a collection binding, deletable and movable as `editActions`
  /// allows.
  ///
  /// ```swift
  /// List($tasks, editActions: .all) { $task in Toggle(task.title, isOn: $task.isDone) }
  /// ```
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    SelectionValue == Never,
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.content = ForEach(data, editActions: editActions, content: rowContent)
  }

  /// As `init(_:editActions:rowContent:)`, with rows identified by the value at `id`.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    SelectionValue == Never,
    Content == ForEach<
      IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
    >,
    Data.Index: Hashable
  {
    self.content = ForEach(data, id: id, editActions: editActions, content: rowContent)
  }

  /// Editable rows, with a single selection.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.content = ForEach(data, editActions: editActions, content: rowContent)
    self.selection = ListSelection(selection)
  }

  /// Editable rows, with a multiple selection.
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
      EditableCollectionContent<RowContent, Data>
    >,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.content = ForEach(data, editActions: editActions, content: rowContent)
    self.selection = ListSelection(selection)
  }

  /// Editable rows identified by the value at `id`, with a single selection.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
    >,
    Data.Index: Hashable
  {
    self.content = ForEach(data, id: id, editActions: editActions, content: rowContent)
    self.selection = ListSelection(selection)
  }

  /// Editable rows identified by the value at `id`, with a multiple selection.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where
    Content == ForEach<
      IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
    >,
    Data.Index: Hashable
  {
    self.content = ForEach(data, id: id, editActions: editActions, content: rowContent)
    self.selection = ListSelection(selection)
  }
}

extension ListSelection {
  /// A single selection, or none when there is no binding.
  package init?<Value: Hashable>(_ selection: Binding<Value?>?) {
    guard let selection else { return nil }
    self.init(single: selection)
  }

  /// A multiple selection, or none when there is no binding.
  package init?<Value: Hashable>(_ selection: Binding<Set<Value>>?) {
    guard let selection else { return nil }
    self.init(multiple: selection)
  }
}
