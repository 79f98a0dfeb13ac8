import Decl

/// What a table shows: in a regular width, a header row (a sortable column's label is a
/// button that sorts by it) over a rule and a plain list of rows, every row laid out by the
/// same `TableRowLayout`, so columns line up; in a compact width, only the first column, with
/// no header, as SwiftUI shows a table on an iPhone. The rows are a `List`'s, so they select,
/// scroll and realize lazily as list rows do; the table remembers which outline rows are
/// expanded.
struct TableContent: View {
  let columns: [TableColumnSpec]
  let rows: (TableRowContext) -> [TableRowSpec]
  let selection: ListSelection?
  let sortOrder: TableSortOrder?

  @State private var expanded: Set<AnyHashable> = []
  @Environment(\.horizontalSizeClass) private var sizeClass
  @Environment(\.tableColumnHeaders) private var headers
  @Environment(\.tableStyleIsInset) private var isInset
  @Environment(\.lengthUnit) private var lengthUnit

  var body: some View {
    let isCompact = sizeClass == .compact
    let shown = isCompact ? Array(columns.prefix(1)) : columns
    let layout = TableRowLayout(widths: shown.map(\.width))
    // One terminal column in the unit the program's lengths (and its column widths) are in.
    let column = PointScale(lengthUnit).cell.width
    VStack(alignment: .leading, spacing: 0) {
      if !isCompact && headers != .hidden {
        TableHeaderRow(columns: shown, layout: layout, sortOrder: sortOrder)
          .padding(.horizontal, column)
        Divider()
      }
      rowList(shown, layout: layout)
    }
    .padding(.horizontal, isInset ? column : 0)
  }

  /// The rows, as a plain list without separators (a table's rows are dense).
  private func rowList(_ shown: [TableColumnSpec], layout: TableRowLayout) -> some View {
    let rows = rowSpecs()
    var list = List {
      ForEach(rows, id: \.id) { row in
        TableRowCells(row: row, columns: shown, layout: layout)
          .listRowSeparator(.hidden)
      }
    }
    list.selection = selection?.refusing(Set(rows.filter { !$0.isSelectable }.map(\.id)))
    return list.listStyle(.plain)
  }

  /// The rows, with the outline state the table keeps for rows nothing binds.
  private func rowSpecs() -> [TableRowSpec] {
    let expanded = $expanded
    let context = TableRowContext { id in
      Binding(
        get: { expanded.wrappedValue.contains(id) },
        set: { isExpanded in
          if isExpanded {
            expanded.wrappedValue.insert(id)
          } else {
            expanded.wrappedValue.remove(id)
          }
        })
    }
    var seen = Set<AnyHashable>()
    return rows(context).enumerated().map { index, row in
      // Rows that repeat an id (section headers) are told apart by their place.
      var row = row
      if !seen.insert(row.id).inserted { row.id = AnyHashable("\(index) \(row.id)") }
      return row
    }
  }
}
