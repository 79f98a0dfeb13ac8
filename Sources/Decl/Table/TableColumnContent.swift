import Foundation

/// A type that makes the columns of a `Table`: `TableColumn`s, and what a column builder makes
/// of several.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of the rows the columns show.
  associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
  /// The comparator sorting by a column orders rows with (`Never`: not sortable).
  associatedtype TableColumnSortComparator: SortComparator =
    TableColumnBody.TableColumnSortComparator
  /// The content this content is made of.
  associatedtype TableColumnBody: TableColumnContent
  /// The content this content is made of.
  var tableColumnBody: TableColumnBody { get }
}

extension TableColumnContent where TableColumnBody == Never {
  /// A primitive column content has no body.
  public var tableColumnBody: Never {
    fatalError("\(Self.self) is primitive table column content, with no body")
  }
}

extension Never: TableColumnContent {
  public typealias TableColumnSortComparator = Never
  public typealias TableColumnBody = Never
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
  public typealias TableRowValue = Wrapped.TableRowValue
  public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
  public typealias TableColumnBody = Never
}

extension Optional: TableColumnSource where Wrapped: TableColumnContent {
  package func tableColumnSpecs() -> [TableColumnSpec] { self?.tableColumnSpecs ?? [] }
}

/// One column of a table, type-erased: what its header and cells show, how it sorts, how wide
/// it is and how it aligns.
package struct TableColumnSpec {
  /// The header's label.
  package var label: any View
  /// The cell for a row's value (nil when the value is not this column's row type).
  package var cell: (Any) -> (any View)?
  /// The column's sort comparator (a value of the table's `Sort` type), if it sorts.
  package var comparator: Any?
  package var width = TableColumnWidth()
  package var alignment = TableColumnAlignment.automatic
  /// The key `TableColumnCustomization` knows the column by.
  package var customizationID: String?
  /// Whether the column shows when no customization says.
  package var defaultVisibility = Visibility.automatic

  package init(label: any View, cell: @escaping (Any) -> (any View)?, comparator: Any?) {
    self.label = label
    self.cell = cell
    self.comparator = comparator
  }
}

/// A column's width in points: fixed, or limits and an ideal (nil: flexible).
package struct TableColumnWidth: Hashable, Sendable {
  package var fixed: CGFloat?
  package var min: CGFloat?
  package var ideal: CGFloat?
  package var max: CGFloat?

  package init(
    fixed: CGFloat? = nil, min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil
  ) {
    self.fixed = fixed
    self.min = min
    self.ideal = ideal
    self.max = max
  }
}

/// Column content that lists its columns itself (the primitive ones).
package protocol TableColumnSource {
  func tableColumnSpecs() -> [TableColumnSpec]
}

extension TableColumnContent {
  /// The columns this content makes, in order: its own, or its body's.
  package var tableColumnSpecs: [TableColumnSpec] {
    if let source = self as? any TableColumnSource { return source.tableColumnSpecs() }
    if TableColumnBody.self == Never.self { return [] }
    return tableColumnBody.tableColumnSpecs
  }
}
