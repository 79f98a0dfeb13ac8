import Decl

// Layout of containers: stacks, lists, forms and sections.

extension ViewNode {
  func containerSize(_ container: Container, _ proposal: ProposedSize) -> Size {
    switch container {
    case .vStack, .hStack:
      return StackLayout(container).sizeThatFits(layoutChildren, proposal, memo: self)
    case .zStack:
      var size = Size.zero
      for unit in layoutChildren {
        let unitSize = unit.sizeThatFits(proposal)
        size = Size(
          width: max(size.width, unitSize.width), height: max(size.height, unitSize.height))
      }
      return size
    case .list, .form:
      if let source = lazyRowSource {
        return Size(
          width: proposal.width ?? 0,
          height: proposal.height ?? lazyListHeight(source, width: proposal.width))
      }
      let content = ListLayout(rows: layoutChildren, inset: 1).size(width: proposal.width)
      // A list fills the space it is offered, like SwiftUI's.
      return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    case .section:
      return ListLayout(rows: sectionRows).size(width: proposal.width)
    case .scrollView(let axes, _):
      return scrollViewSize(axes: axes, proposal)
    case .navigationStack:
      return navigationStackSize(proposal)
    }
  }

  func placeContainer(_ container: Container, in rect: Rect) {
    switch container {
    case .vStack, .hStack:
      StackLayout(container).place(layoutChildren, in: rect, memo: self)
    case .zStack(let alignment):
      for unit in layoutChildren {
        let size = unit.sizeThatFits(ProposedSize(rect.size))
        unit.place(
          in: Rect(origin: alignedOrigin(of: size, in: rect, alignment: alignment), size: size))
      }
    case .list, .form:
      placeList(in: rect)
    case .section:
      ListLayout(rows: sectionRows).place(in: rect)
    case .scrollView(let axes, _):
      placeScrollView(axes: axes, in: rect)
    case .navigationStack:
      placeNavigationStack(in: rect)
    }
  }

  /// A section's header, rows and footer, in order.
  var sectionRows: [ViewNode] {
    var rows: [ViewNode] = []
    if let header = children.first(where: { $0.key.slot == 1 }) { rows.append(header) }
    if let content = children.first(where: { $0.key.slot == 0 }) {
      rows += content.kind.isTransparent ? content.layoutChildren : [content]
    }
    if let footer = children.first(where: { $0.key.slot == 2 }) { rows.append(footer) }
    return rows
  }

  var isSection: Bool {
    if case .container(.section) = kind { return true }
    return false
  }
}

/// Rows stacked top to bottom, each as wide as the list, with a blank row around sections.
@MainActor
struct ListLayout {
  let rows: [ViewNode]
  /// Columns kept free on each side of a row.
  var inset = 0

  func size(width: Int?) -> Size {
    let rowWidth = width.map { max(0, $0 - 2 * inset) }
    var height = 0
    var widest = 0
    for (index, row) in rows.enumerated() {
      let size = row.sizeThatFits(ProposedSize(width: rowWidth, height: nil))
      height += size.height + gap(after: index)
      widest = max(widest, size.width)
    }
    return Size(width: width ?? widest + 2 * inset, height: height)
  }

  func place(in rect: Rect) {
    let rowWidth = max(0, rect.width - 2 * inset)
    var y = rect.minY
    for (index, row) in rows.enumerated() {
      let size = row.sizeThatFits(ProposedSize(width: rowWidth, height: nil))
      row.place(in: Rect(x: rect.minX + inset, y: y, width: rowWidth, height: size.height))
      y += size.height + gap(after: index)
    }
  }

  private func gap(after index: Int) -> Int {
    guard index + 1 < rows.count else { return 0 }
    return rows[index].isSection || rows[index + 1].isSection ? 1 : 0
  }
}
