import Foundation

extension OutlineGroup
where
  ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
  Data.Element == Parent.TableRowValue
{
  /// The rows of one tree in a table, from its root.
  public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
  where
    ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
    Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element
  {
    self.init(roots: [root], id: \.id, children: children) { TableRow($0) }
  }

  /// The rows of several trees in a table.
  public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
  where
    ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>,
    Subgroup == TableRow<DataElement>, DataElement: Identifiable, DataElement == Data.Element
  {
    self.init(roots: Array(data), id: \.id, children: children) { TableRow($0) }
  }

  /// The rows `content` makes for one tree in a table.
  public init<DataElement>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(roots: [root], id: \.id, children: children, content: content)
  }

  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(roots: [root], id: id, children: children, content: content)
  }

  /// The rows `content` makes for several trees in a table.
  public init<DataElement>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(roots: Array(data), id: \.id, children: children, content: content)
  }

  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(roots: Array(data), id: id, children: children, content: content)
  }
}

extension OutlineGroup: TableRowContent
where
  ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
  Data.Element == Parent.TableRowValue
{
  public typealias TableRowValue = Parent.TableRowValue
  public typealias TableRowBody = Never

  public var tableRowBody: Never { fatalError("OutlineGroup is primitive row content") }
}

extension OutlineGroup: TableRowSource
where
  ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup,
  Data.Element == Parent.TableRowValue
{
  /// Each element's rows (its content's), and while it is expanded, its children's under it.
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] {
    rows(of: roots, depth: 0, context: context)
  }

  private func rows(of elements: [Data.Element], depth: Int, context: TableRowContext)
    -> [TableRowSpec]
  {
    elements.flatMap { element -> [TableRowSpec] in
      var own = content(element).tableRowSpecs(in: context).map {
        var row = $0
        row.depth += depth
        return row
      }
      guard let nested = element[keyPath: children], !own.isEmpty else { return own }
      let expanded = context.expansion(own[0].id)
      own[0].isExpanded = expanded
      guard expanded.wrappedValue else { return own }
      return own + rows(of: Array(nested), depth: depth + 1, context: context)
    }
  }
}
