import Foundation

/// Columns made from a collection: one set of columns per element.
///
/// ```swift
/// TableColumnForEach(months) { month in
///   TableColumn(month.name) { row in Text("\(row.sales[month.index])") }
/// }
/// ```
public struct TableColumnForEach<
  Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent
>: TableColumnContent
where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never

  /// The elements columns are made for.
  public var data: Data
  /// The columns of one element.
  public var content: (Data.Element) -> Content

  /// Columns for each identifiable element.
  public init(
    _ data: Data,
    @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }

  /// Columns for each element, identified by the value at `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  /// Columns for each integer of a constant range.
  public init(
    _ data: Range<Int>,
    @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content
  ) where Data == Range<Int>, ID == Int {
    self.data = data
    self.content = content
  }
}

extension TableColumnForEach: TableColumnSource {
  package func tableColumnSpecs() -> [TableColumnSpec] {
    data.flatMap { content($0).tableColumnSpecs }
  }
}
