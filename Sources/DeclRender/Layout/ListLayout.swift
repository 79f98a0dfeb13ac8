import Decl

/// Rows stacked top to bottom, each as wide as the list, with a blank row around sections.
@MainActor
struct ListLayout {
  let rows: LayoutSubviews
  /// Columns kept free on each side of a row.
  var inset = 0

  func size(width: Int?) -> Size {
    let rowWidth = width.map { max(0, $0 - 2 * inset) }
    var height = 0
    var widest = 0
    for (index, row) in rows.enumerated() {
      let size = row.cellSize(ProposedSize(width: rowWidth, height: nil))
      height += size.height + gap(after: index)
      widest = max(widest, size.width)
    }
    return Size(width: width ?? widest + 2 * inset, height: height)
  }

  func place(in rect: Rect) {
    let rowWidth = max(0, rect.width - 2 * inset)
    let proposal = ProposedSize(width: rowWidth, height: nil)
    var y = rect.minY
    for (index, row) in rows.enumerated() {
      let size = row.cellSize(proposal)
      row.place(
        in: Rect(x: rect.minX + inset, y: y, width: rowWidth, height: size.height),
        proposal: proposal)
      y += size.height + gap(after: index)
    }
  }

  private func gap(after index: Int) -> Int {
    guard index + 1 < rows.count else { return 0 }
    return isSection(rows[index]) || isSection(rows[index + 1]) ? 1 : 0
  }

  private func isSection(_ row: LayoutSubview) -> Bool {
    (row.proxy as? ViewNode)?.behavior is SectionNode
  }
}
