import Foundation

/// Rows of values in columns, under a header row: a terminal's natural way to show records.
///
/// ```swift
/// @State private var selection: Person.ID?
/// @State private var order = [KeyPathComparator(\Person.name)]
///
/// Table(people.sorted(using: order), selection: $selection, sortOrder: $order) {
///   TableColumn("Name", value: \.name)
///   TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(8)
/// }
/// ```
///
/// In a regular width (60 columns or more) every column shows, under a header; a sortable
/// column's header is a button that sorts by it (again: the other way). In a compact width only
/// the first column shows, without a header, as on an iPhone. Rows select, scroll and realize
/// lazily as a `List`'s do.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
  package let columns: Columns
  package let rows: Rows
  package let selection: ListSelection?
  package let sortOrder: TableSortOrder?
  /// A column's visibility by its customization ID, from `columnCustomization`.
  package let columnVisibility: ((String) -> Visibility)?

  package init(
    columns: Columns, rows: Rows, selection: ListSelection?, sortOrder: TableSortOrder?,
    columnVisibility: ((String) -> Visibility)?
  ) {
    self.columns = columns
    self.rows = rows
    self.selection = selection
    self.sortOrder = sortOrder
    self.columnVisibility = columnVisibility
  }

  public typealias Body = Never
}

extension Table {
  /// The columns that show: those whose customization or default visibility is not hidden.
  package var visibleColumns: [TableColumnSpec] {
    columns.tableColumnSpecs.filter { column in
      let chosen = column.customizationID.flatMap { columnVisibility?($0) } ?? .automatic
      return (chosen == .automatic ? column.defaultVisibility : chosen) != .hidden
    }
  }
}
