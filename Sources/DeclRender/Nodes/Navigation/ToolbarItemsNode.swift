import Decl
import DeclGraph

/// Where a toolbar item shows: the title bar's leading end, middle or trailing end, the
/// bottom bar (items at its leading end, status text in its middle), or the keyboard's bar
/// beside the focused text field.
enum ToolbarSlot {
  case leading, principal, trailing, bottom, status, keyboard

  /// The slot of a placement, as iOS places it.
  init(_ placement: ToolbarItemPlacement) {
    switch placement {
    case .topBarLeading, .navigationBarLeading, .cancellationAction, .navigation: self = .leading
    case .principal: self = .principal
    case .bottomBar: self = .bottom
    case .status: self = .status
    case .keyboard: self = .keyboard
    default: self = .trailing
    }
  }
}

/// A screen's toolbar items (`ToolbarItems`, the `.toolbarItems` child of a `toolbar`
/// modifier). The navigation stack measures them by slot and says where its bars are; the
/// items are laid out in those bars: the leading ones after the back button, the principal one
/// in the middle of the title row, the trailing ones at its end, the bottom ones in the bar at
/// the bottom and the keyboard ones in the bar beside the focused text field (`Spacer`s among
/// them share the width that is left).
package final class ToolbarItemsNode: NodeBehavior {
  /// Columns between two items.
  static let spacing = 2

  /// Where the stack's bars are for the next placement: the title row (items start after
  /// `leadingStart`), and the bottom bar's row when it shows.
  var titleRow = Rect.zero
  var leadingStart = 0
  var bottomRow: Rect?
  /// The keyboard's bar, while a text field of the screen has focus.
  var keyboardRow: Rect?

  package var isTransparent: Bool { false }

  func describe(_ view: ToolbarItems, in node: ViewNode) -> [ChildSpec] {
    [ChildSpec(.content, view: AnyView(view.content), environment: node.environment)]
  }

  /// The items in `slot`, in order.
  func items(in slot: ToolbarSlot, of node: ViewNode) -> [ViewNode] {
    node.layoutChildren.filter { Self.slot(of: $0, in: node) == slot }
  }

  /// The slot of one item: the placement of the `ToolbarItem` (or group) around it.
  private static func slot(of item: ViewNode, in items: ViewNode) -> ToolbarSlot {
    var current: ViewNode? = item
    while let node = current, node !== items {
      if let found = node.behavior(PreferenceNode<ToolbarItemPlacementModifier>.self) {
        return ToolbarSlot(found.modifier.placement)
      }
      current = node.parent
    }
    return .trailing
  }

  /// An item's width in a bar: its ideal width.
  private static func width(of item: ViewNode) -> Int {
    item.isSpacer ? 0 : item.sizeThatFits(ProposedSize(width: nil, height: 1)).width
  }

  /// Columns the items in `slot` take side by side.
  func width(of slot: ToolbarSlot, in node: ViewNode) -> Int {
    Self.rowWidth(items(in: slot, of: node))
  }

  /// Columns items take side by side (spacers take none).
  private static func rowWidth(_ items: [ViewNode]) -> Int {
    let items = items.filter { !$0.isSpacer }
    guard !items.isEmpty else { return 0 }
    return items.map(width(of:)).reduce(0, +) + (items.count - 1) * spacing
  }

  /// Whether the bottom bar has anything to show.
  func hasBottomBar(_ node: ViewNode) -> Bool {
    node.layoutChildren.contains { item in
      let slot = Self.slot(of: item, in: node)
      return slot == .bottom || slot == .status
    }
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    proposal.replacingUnspecified(by: .zero)
  }

  /// Places the items in the bars the stack said; items with nowhere to go take no space.
  package func place(_ node: ViewNode, in rect: Rect) {
    var slots: [ToolbarSlot: [ViewNode]] = [:]
    for item in node.layoutChildren {
      slots[Self.slot(of: item, in: node), default: []].append(item)
    }
    let leadingEnd = placeRow(
      slots[.leading] ?? [], from: titleRow.minX + leadingStart, y: titleRow.minY,
      maxX: titleRow.maxX)
    var trailingStart = titleRow.maxX
    if let trailing = slots[.trailing], !trailing.isEmpty {
      trailingStart = max(leadingEnd, titleRow.maxX - width(of: .trailing, in: node))
      placeRow(trailing, from: trailingStart, y: titleRow.minY, maxX: titleRow.maxX)
    }
    for principal in slots[.principal] ?? [] {
      let width = min(Self.width(of: principal), max(0, trailingStart - leadingEnd))
      let centred = titleRow.minX + (titleRow.width - width) / 2
      let x = min(max(centred, leadingEnd), trailingStart - width)
      principal.place(
        in: Rect(x: x, y: titleRow.minY, width: width, height: 1),
        proposal: ProposedSize(width: width, height: 1))
    }
    var hidden: [ViewNode] = []
    if let bottom = bottomRow {
      placeBottomRow(slots[.bottom] ?? [], status: slots[.status] ?? [], in: bottom)
    } else {
      hidden += (slots[.bottom] ?? []) + (slots[.status] ?? [])
    }
    if let keyboardRow {
      placeBottomRow(slots[.keyboard] ?? [], status: [], in: keyboardRow)
    } else {
      hidden += slots[.keyboard] ?? []
    }
    for item in hidden {
      item.place(in: Rect(origin: titleRow.origin, size: .zero), proposal: .init(.zero))
    }
  }

  /// Places items left to right from `x` with the spacing between them; returns where the
  /// last one ends.
  @discardableResult
  private func placeRow(_ items: [ViewNode], from x: Int, y: Int, maxX: Int) -> Int {
    var x = x
    for item in items where !item.isSpacer {
      let width = min(Self.width(of: item), max(0, maxX - x))
      item.place(
        in: Rect(x: x, y: y, width: width, height: 1),
        proposal: ProposedSize(width: width, height: 1))
      x += width + Self.spacing
    }
    return items.isEmpty ? x : x - Self.spacing
  }

  /// The bottom bar: its items from the leading end, spacers sharing what is left (so
  /// `Spacer()` between two buttons pushes them to the ends), and status items centred.
  private func placeBottomRow(_ items: [ViewNode], status: [ViewNode], in row: Rect) {
    let fixed = items.filter { !$0.isSpacer }
    let spacers = items.count - fixed.count
    let used =
      fixed.map(Self.width(of:)).reduce(0, +) + max(0, fixed.count - 1) * Self.spacing
    let free = max(0, row.width - used)
    var x = row.minX
    var spacerIndex = 0
    for (index, item) in items.enumerated() {
      if item.isSpacer {
        let share = free / spacers + (spacerIndex < free % spacers ? 1 : 0)
        item.place(in: Rect(x: x, y: row.minY, width: share, height: 1), proposal: nil)
        x += share
        spacerIndex += 1
        continue
      }
      let width = min(Self.width(of: item), max(0, row.maxX - x))
      item.place(
        in: Rect(x: x, y: row.minY, width: width, height: 1),
        proposal: ProposedSize(width: width, height: 1))
      x += width
      if index + 1 < items.count, !items[index + 1].isSpacer { x += Self.spacing }
    }
    let statusWidth = min(row.width, Self.rowWidth(status))
    placeRow(
      status, from: row.minX + (row.width - statusWidth) / 2, y: row.minY, maxX: row.maxX)
  }
}

extension ToolbarItems: PrimitiveNodeView {
  package func makeBehavior() -> ToolbarItemsNode { ToolbarItemsNode() }

  package func describe(to behavior: ToolbarItemsNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}

extension ToolbarItemPlacementModifier: PrimitiveNodeModifier {
  package typealias Node = PreferenceNode<Self>
}

extension TitleDisplayModeModifier: PrimitiveNodeModifier {
  package typealias Node = PreferenceNode<Self>
}
