import Decl

/// A table's header row: each column's label in bold, aligned as its cells; a column that
/// sorts (when the table has a `sortOrder`) is a button, marked ▲ or ▼ while it orders the
/// rows.
struct TableHeaderRow: View {
  let columns: [TableColumnSpec]
  let layout: TableRowLayout
  let sortOrder: TableSortOrder?

  var body: some View {
    layout {
      ForEach(columns.indices, id: \.self) { index in
        header(columns[index])
          .lineLimit(1)
          .frame(
            maxWidth: .infinity,
            alignment: Alignment(horizontal: columns[index].alignment.horizontal, vertical: .center)
          )
      }
    }
  }

  @ViewBuilder private func header(_ column: TableColumnSpec) -> some View {
    let label = AnyView(column.label).bold()
    if let sortOrder, let comparator = column.comparator {
      let order = sortOrder.primaryOrder(comparator)
      Button {
        sortOrder.activate(comparator)
      } label: {
        HStack(spacing: 0) {
          label
          if let order { Text(order == .forward ? " ▲" : " ▼") }
        }
      }
      .buttonStyle(.plain)
    } else {
      label
    }
  }
}
