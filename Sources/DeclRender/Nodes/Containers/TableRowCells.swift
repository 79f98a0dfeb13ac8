import Decl

/// One row of a table: its value's cell in each column (a section header row spans them).
/// In an outline, the first cell is indented by depth, with ▸ before a collapsed row with
/// children and ▾ before an expanded one: a button that expands or collapses it.
struct TableRowCells: View {
  let row: TableRowSpec
  let columns: [TableColumnSpec]
  let layout: TableRowLayout

  var body: some View {
    if let header = row.header {
      AnyView(header).bold().lineLimit(1)
    } else {
      cells.contextMenu(row.contextMenu.map { menu in ContextMenu { AnyView(menu) } })
    }
  }

  private var cells: some View {
    layout {
      ForEach(columns.indices, id: \.self) { index in
        HStack(spacing: 0) {
          if index == 0 { disclosure }
          cell(columns[index])
            .lineLimit(1)
            .frame(
              maxWidth: .infinity,
              alignment: Alignment(
                horizontal: columns[index].alignment.horizontal, vertical: .center))
        }
      }
    }
  }

  private func cell(_ column: TableColumnSpec) -> AnyView {
    let view: any View = column.cell(row.value) ?? EmptyView()
    return AnyView(view)
  }

  /// The outline indentation and disclosure mark before the first cell.
  @ViewBuilder private var disclosure: some View {
    if row.depth > 0 {
      Text(String(repeating: "  ", count: row.depth))
    }
    if let isExpanded = row.isExpanded {
      Button(isExpanded.wrappedValue ? "▾ " : "▸ ") {
        isExpanded.wrappedValue.toggle()
      }
      .buttonStyle(.plain)
    }
  }
}
