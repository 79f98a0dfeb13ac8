/// Tree-shaped data shown as nested disclosure groups: an element whose children (at the
/// `children` key path) are not nil is a collapsed group of them; the others are leaves.
///
/// ```swift
/// OutlineGroup(fileTree, children: \.children) { item in Text(item.name) }
/// ```
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  /// The elements at this level (one root, or the collection's elements).
  package let roots: [Data.Element]
  package let id: KeyPath<Data.Element, ID>
  package let children: KeyPath<Data.Element, Data?>
  package let content: (Data.Element) -> Leaf
}

extension OutlineGroup: View
where
  Parent: View, Leaf: View, Subgroup: View, Parent == Leaf,
  Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
{
  /// Several trees, their elements identified by `id`.
  public init<DataElement>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
    self.init(roots: Array(data), id: \.id, children: children, content: content)
  }

  /// Several trees, their elements identified by the value at `id`.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(roots: Array(data), id: id, children: children, content: content)
  }

  public var body: some View {
    ForEach(roots, id: id) { element in
      if let children = element[keyPath: children] {
        DisclosureGroup {
          OutlineSubgroupChildren(
            OutlineGroup(roots: Array(children), id: id, children: self.children, content: content))
        } label: {
          content(element)
        }
      } else {
        content(element)
      }
    }
  }
}

extension OutlineGroup
where
  Parent: View, Leaf: View, Subgroup: View, Parent == Leaf,
  Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>, Data.Element: Identifiable,
  ID == Data.Element.ID
{
  /// One tree, from its root.
  public init(
    _ root: Data.Element, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(roots: [root], id: \.id, children: children, content: content)
  }
}

extension OutlineGroup
where
  Parent: View, Leaf: View, Subgroup: View, Parent == Leaf,
  Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>
{
  /// One tree, from its root, its elements identified by the value at `id`.
  public init(
    _ root: Data.Element, id: KeyPath<Data.Element, ID>,
    children: KeyPath<Data.Element, Data?>,
    @ViewBuilder content: @escaping (Data.Element) -> Leaf
  ) {
    self.init(roots: [root], id: id, children: children, content: content)
  }
}

/// The children of one outline group element, type-erased (an outline nests to any depth).
public struct OutlineSubgroupChildren: View {
  private let content: AnyView

  package init<V: View>(_ content: V) { self.content = AnyView(content) }

  public var body: some View { content }
}

extension List where SelectionValue == Never {
  /// A list of trees: each element with children (at the `children` key path) is a row that
  /// discloses them.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  /// A list of trees whose elements are identified by the value at `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}

extension List {
  /// A list of trees with a single selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  /// A list of trees with a multiple selection.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, Data.Element.ID, RowContent, RowContent,
      DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >,
    Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }
}

extension List {
  /// A list of trees whose elements are identified by the value at `id`, with a single
  /// selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >
  {
    self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    self.selection = ListSelection(selection)
  }

  /// A list of trees whose elements are identified by the value at `id`, with a multiple
  /// selection.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == OutlineGroup<
      Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
    >
  {
    self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
    self.selection = ListSelection(selection)
  }
}
