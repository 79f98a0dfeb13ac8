import Decl
import DeclCanvas
import DeclGraph
import DeclInput

/// A tab view's bar (`TabBar`): a grey rule, then each tab's label centred in an equal share
/// of the row, the selected one in the tint colour and bold, a badge on red after its label.
/// For a page view, one row of dots (`○ ● ○`), the current page filled. It is one focus stop:
/// ←/→ select the previous or next tab (Home/End the first or last), and a click on a label or
/// dot selects that tab. Focus is drawn on the selected label.
package final class TabBarNode: LeafBehavior, KeyBoundControl {
  package var controlName: String { "tab bar" }

  package enum KeyAction { case previous, next, first, last }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [KeyChord(.left)], .previous, "switch tab", keyDisplay: "←→",
      detail: "select the previous tab or page of a focused tab bar or page index row"),
    KeyBinding([KeyChord(.right)], .next, "next tab", show: false, detail: "the next"),
    KeyBinding([KeyChord(.home)], .first, "first tab", show: false, detail: "the first"),
    KeyBinding([KeyChord(.end)], .last, "last tab", show: false, detail: "the last"),
  ]

  /// The tab view the bar belongs to.
  private func tabView(of node: ViewNode) -> (node: ViewNode, tabs: TabViewNode)? {
    guard let parent = node.parent, let tabs = parent.behavior(TabViewNode.self) else {
      return nil
    }
    return (parent, tabs)
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let rows = tabView(of: node)?.tabs.style == .page ? 1 : 2
    return Size(width: proposal.width ?? 0, height: rows)
  }

  package func acceptsFocus(_ node: ViewNode) -> Bool {
    guard let (parent, tabs) = tabView(of: node) else { return false }
    return !tabs.tabs(of: parent).isEmpty
  }

  package func clickTakesFocus(_ node: ViewNode) -> Bool { false }
  package func tapPriority(_ node: ViewNode) -> TapPriority? { nil }
  package func activate(_ node: ViewNode) {}

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    guard let (parent, tabView) = tabView(of: node) else { return false }
    let tabs = tabView.tabs(of: parent)
    guard !tabs.isEmpty else { return false }
    let selected = tabView.selectedIndex(in: tabs)
    let target =
      switch action {
      case .previous: max(0, selected - 1)
      case .next: min(tabs.count - 1, selected + 1)
      case .first: 0
      case .last: tabs.count - 1
      }
    if target != selected { tabView.select(target, node: parent) }
    return true
  }

  package func click(at point: Point, node: ViewNode) {
    guard node.environment.isEnabled, let (parent, tabView) = tabView(of: node) else { return }
    let tabs = tabView.tabs(of: parent)
    let row = node.frame
    guard !tabs.isEmpty, row.width > 0 else { return }
    let selected = tabView.selectedIndex(in: tabs)
    if tabView.style == .page {
      let dots = Self.dotsRange(count: tabs.count, in: row)
      let index =
        point.x < dots.lowerBound
        ? selected - 1 : point.x >= dots.upperBound ? selected + 1 : (point.x - dots.lowerBound) / 2
      tabView.select(min(max(0, index), tabs.count - 1), node: parent)
    } else {
      tabView.select(
        min(tabs.count - 1, (point.x - row.minX) * tabs.count / row.width), node: parent)
    }
  }

  /// Selects the tab whose label contains `label`, as a tap on it does (XCUITest taps tab bar
  /// buttons by label); returns whether there was one.
  func selectTab(labelled label: String, node: ViewNode) -> Bool {
    guard node.environment.isEnabled, let (parent, tabView) = tabView(of: node),
      tabView.style != .page
    else { return false }
    let tabs = tabView.tabs(of: parent)
    guard let index = tabs.firstIndex(where: { ($0.label?.textContent ?? "").contains(label) })
    else { return false }
    tabView.select(index, node: parent)
    return true
  }

  /// The columns a page view's dots take in `row`: one dot per page, a space between.
  private static func dotsRange(count: Int, in row: Rect) -> Range<Int> {
    let width = min(row.width, 2 * count - 1)
    let start = row.minX + (row.width - width) / 2
    return start..<(start + width)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    guard let (parent, tabView) = tabView(of: node) else { return }
    let rect = context.translated(node.frame)
    guard rect.height > 0, rect.width > 0 else { return }
    let tabs = tabView.tabs(of: parent)
    let selected = tabView.selectedIndex(in: tabs)
    let resolver = StyleResolver(environment: node.environment)
    let row = Rect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1)
    if node.isFocusable {
      drawing.addHitRegion(row, node: node, kind: .control, clip: context.clip)
    }
    let focus: Rect?
    if tabView.style == .page {
      focus = drawDots(count: tabs.count, selected: selected, in: row, resolver, &drawing, context)
    } else {
      if rect.height > 1 {
        let rule = CellStyle(
          foreground: resolver.cellColor(.systemGray2) ?? .default, background: .default,
          attributes: [])
        for x in rect.minX..<rect.maxX {
          drawing.put("─", width: 1, x: x, y: rect.minY, style: rule, clip: context.clip)
        }
      }
      focus = drawLabels(tabs, selected: selected, in: row, resolver, &drawing, context)
    }
    if node.isFocused, let focus { drawing.drawFocus(focus, clip: context.clip) }
  }

  /// Draws each tab's label (and badge) centred in its share of the row; returns the cells of
  /// the selected one.
  private func drawLabels(
    _ tabs: [TabViewNode.Entry], selected: Int, in row: Rect, _ resolver: StyleResolver,
    _ drawing: inout FrameDrawing, _ context: DrawContext
  ) -> Rect? {
    var focus: Rect?
    let accent = resolver.cellColor(.accentColor) ?? .default
    let secondary = resolver.cellColor(.secondary) ?? .default
    for (index, tab) in tabs.enumerated() {
      let slotStart = row.minX + row.width * index / tabs.count
      let slotEnd = row.minX + row.width * (index + 1) / tabs.count
      let title = tab.label?.textContent ?? ""
      let text = title.isEmpty ? "Tab \(index + 1)" : title
      let badge = tab.badge.map { " \($0.plainString) " }
      let badgeWidth = badge.map { TerminalWidth.of($0) + 1 } ?? 0
      let slot = slotEnd - slotStart
      let textWidth = min(TerminalWidth.of(text), max(1, slot - badgeWidth))
      let start = slotStart + max(0, (slot - textWidth - badgeWidth) / 2)
      var style = CellStyle(
        foreground: index == selected ? accent : secondary, background: .default, attributes: [])
      if index == selected { style.attributes.insert(.bold) }
      var x = start
      x += drawing.putLine(
        text, at: Point(x: x, y: row.minY), maxWidth: textWidth, style: style,
        clip: context.clip.intersection(Rect(x: slotStart, y: row.minY, width: slot, height: 1)))
      if let badge, x + badgeWidth <= slotEnd {
        let badgeStyle = CellStyle(
          foreground: .rgb(255, 255, 255), background: resolver.cellColor(.red) ?? .default,
          attributes: [])
        drawing.canvas.fill(
          Rect(x: x + 1, y: row.minY, width: badgeWidth - 1, height: 1).intersection(context.clip),
          style: badgeStyle)
        x +=
          1
          + drawing.putLine(
            badge, at: Point(x: x + 1, y: row.minY), maxWidth: badgeWidth - 1, style: badgeStyle,
            clip: context.clip)
      }
      if index == selected { focus = Rect(x: start, y: row.minY, width: x - start, height: 1) }
    }
    return focus
  }

  /// Draws a page view's dots (or `3 / 20` when they do not fit); returns their cells.
  private func drawDots(
    count: Int, selected: Int, in row: Rect, _ resolver: StyleResolver,
    _ drawing: inout FrameDrawing, _ context: DrawContext
  ) -> Rect? {
    guard count > 0 else { return nil }
    let dimmed = CellStyle(
      foreground: resolver.cellColor(.systemGray) ?? .default, background: .default,
      attributes: [])
    let current = resolver.textStyle(TextStyle())
    guard 2 * count - 1 <= row.width else {
      let text = "\(selected + 1) / \(count)"
      let width = min(row.width, TerminalWidth.of(text))
      let start = row.minX + (row.width - width) / 2
      drawing.putLine(
        text, at: Point(x: start, y: row.minY), maxWidth: width, style: current,
        clip: context.clip)
      return Rect(x: start, y: row.minY, width: width, height: 1)
    }
    let dots = Self.dotsRange(count: count, in: row)
    for index in 0..<count {
      drawing.put(
        index == selected ? "●" : "○", width: 1, x: dots.lowerBound + 2 * index, y: row.minY,
        style: index == selected ? current : dimmed, clip: context.clip)
    }
    return Rect(x: dots.lowerBound, y: row.minY, width: dots.count, height: 1)
  }
}

extension TabBar: PrimitiveNodeView {
  package func makeBehavior() -> TabBarNode { TabBarNode() }

  package func describe(to behavior: TabBarNode, in node: ViewNode) -> [ChildSpec] { [] }
}
