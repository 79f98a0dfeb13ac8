import Foundation

// The table's initializers, as SwiftUI declares them: rows from a row builder (`of:` names
// their type), from a collection, or from a collection of trees (`children:`); each with no
// selection, a single or a multiple one; sorted or not (`sortOrder:`); with a
// `columnCustomization` or not.
extension Table {
  public init(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      columns: columns(), rows: rows(), selection: nil, sortOrder: nil,
      columnVisibility: nil)
  }

  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      columns: columns(), rows: rows(), selection: ListSelection(single: selection), sortOrder: nil,
      columnVisibility: nil)
  }

  public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      columns: columns(), rows: rows(), selection: ListSelection(multiple: selection),
      sortOrder: nil,
      columnVisibility: nil)
  }

  public init<Sort>(
    sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
    self.init(
      columns: columns(), rows: rows(), selection: nil, sortOrder: TableSortOrder(sortOrder),
      columnVisibility: nil)
  }

  public init<Sort>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
    self.init(
      columns: columns(), rows: rows(), selection: nil, sortOrder: TableSortOrder(sortOrder),
      columnVisibility: nil)
  }

  public init<Sort>(
    selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
    self.init(
      columns: columns(), rows: rows(), selection: ListSelection(single: selection),
      sortOrder: TableSortOrder(sortOrder),
      columnVisibility: nil)
  }

  public init<Sort>(
    of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
    self.init(
      columns: columns(), rows: rows(), selection: ListSelection(single: selection),
      sortOrder: TableSortOrder(sortOrder),
      columnVisibility: nil)
  }

  public init<Sort>(
    selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
    self.init(
      columns: columns(), rows: rows(), selection: ListSelection(multiple: selection),
      sortOrder: TableSortOrder(sortOrder),
      columnVisibility: nil)
  }

  public init<Sort>(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
    self.init(
      columns: columns(), rows: rows(), selection: ListSelection(multiple: selection),
      sortOrder: TableSortOrder(sortOrder),
      columnVisibility: nil)
  }

  public init<Data>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data), selection: nil, sortOrder: nil,
      columnVisibility: nil)
  }

  public init<Data>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data),
      selection: ListSelection(single: selection), sortOrder: nil,
      columnVisibility: nil)
  }

  public init<Data>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data),
      selection: ListSelection(multiple: selection), sortOrder: nil,
      columnVisibility: nil)
  }

  public init<Data, Sort>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data), selection: nil,
      sortOrder: TableSortOrder(sortOrder),
      columnVisibility: nil)
  }

  public init<Data, Sort>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data),
      selection: ListSelection(single: selection), sortOrder: TableSortOrder(sortOrder),
      columnVisibility: nil)
  }

  public init<Data, Sort>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data),
      selection: ListSelection(multiple: selection), sortOrder: TableSortOrder(sortOrder),
      columnVisibility: nil)
  }

  public init(
    of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      columns: columns(), rows: rows(), selection: nil, sortOrder: nil,
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      columns: columns(), rows: rows(), selection: ListSelection(single: selection), sortOrder: nil,
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(
      columns: columns(), rows: rows(), selection: ListSelection(multiple: selection),
      sortOrder: nil,
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init<Sort>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
    self.init(
      columns: columns(), rows: rows(), selection: nil, sortOrder: TableSortOrder(sortOrder),
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init<Sort>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
    self.init(
      columns: columns(), rows: rows(), selection: ListSelection(single: selection),
      sortOrder: TableSortOrder(sortOrder),
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init<Sort>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  )
  where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
    self.init(
      columns: columns(), rows: rows(), selection: ListSelection(multiple: selection),
      sortOrder: TableSortOrder(sortOrder),
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init<Data>(
    _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data), selection: nil, sortOrder: nil,
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init<Data>(
    _ data: Data, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data),
      selection: ListSelection(single: selection), sortOrder: nil,
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init<Data>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data),
      selection: ListSelection(multiple: selection), sortOrder: nil,
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init<Data, Sort>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data), selection: nil,
      sortOrder: TableSortOrder(sortOrder),
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init<Data, Sort>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data),
      selection: ListSelection(single: selection), sortOrder: TableSortOrder(sortOrder),
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init<Data, Sort>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(
      columns: columns(), rows: TableForEachContent(data),
      selection: ListSelection(multiple: selection), sortOrder: TableSortOrder(sortOrder),
      columnVisibility: Self.visibility(columnCustomization))
  }

  public init<Data>(
    _ data: Data, children: KeyPath<Value, Data?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      columns: columns(), rows: TableOutlineGroupContent(data, children: children), selection: nil,
      sortOrder: nil,
      columnVisibility: columnCustomization.map(Self.visibility))
  }

  public init<Data>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      columns: columns(), rows: TableOutlineGroupContent(data, children: children),
      selection: ListSelection(single: selection), sortOrder: nil,
      columnVisibility: columnCustomization.map(Self.visibility))
  }

  public init<Data>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(
      columns: columns(), rows: TableOutlineGroupContent(data, children: children),
      selection: ListSelection(multiple: selection), sortOrder: nil,
      columnVisibility: columnCustomization.map(Self.visibility))
  }

  public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(
      columns: columns(), rows: TableOutlineGroupContent(data, children: children), selection: nil,
      sortOrder: TableSortOrder(sortOrder),
      columnVisibility: columnCustomization.map(Self.visibility))
  }

  public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(
      columns: columns(), rows: TableOutlineGroupContent(data, children: children),
      selection: ListSelection(single: selection), sortOrder: TableSortOrder(sortOrder),
      columnVisibility: columnCustomization.map(Self.visibility))
  }

  public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  )
  where
    Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(
      columns: columns(), rows: TableOutlineGroupContent(data, children: children),
      selection: ListSelection(multiple: selection), sortOrder: TableSortOrder(sortOrder),
      columnVisibility: columnCustomization.map(Self.visibility))
  }

  /// A customization's visibility of a column, by its customization ID.
  private static func visibility(_ binding: Binding<TableColumnCustomization<Value>>)
    -> (String) -> Visibility
  {
    { binding.wrappedValue[visibility: $0] }
  }
}
