import Decl
import DeclGraph

/// A `TabView`. Its tabs are the views its content is made of (looking through groups,
/// `ForEach` and views with a body); all stay mounted, keeping their state, but only the
/// selected one is laid out, drawn and reachable by focus, above the tab bar (`.footer`, a
/// `TabBarNode`). A tab that is not shown is covered, as a screen under a pushed one is: its
/// views disappear (the tabs never shown yet appear and disappear at once when the tab view
/// first shows) and appear again when it is selected.
package final class TabViewNode: NodeBehavior {
  /// One tab: the view it shows, the value that selects it, its label and badge.
  struct Entry {
    let page: ViewNode
    let tag: AnyHashable
    let label: ViewNode?
    let badge: Text?
  }

  /// The selection the view's owner keeps, if it keeps one, else the tab view's own.
  private var selection: TabSelection?
  private var ownSelection: AnyHashable?
  private(set) var style = TabViewStyleKind.tabBar
  /// The tab shown as of the last layout, and the tabs covered now.
  private weak var shown: ViewNode?
  private var covered: Set<ObjectIdentifier> = []
  private var hasResolved = false

  package var isTransparent: Bool { false }

  func describe(selection: TabSelection?, content: any View, in node: ViewNode) -> [ChildSpec] {
    self.selection = selection
    style = node.environment.tabViewStyleKind
    // Read as the node's own dependency, so a selection changed elsewhere shows its tab.
    _ = node.track { selection?.current() }
    return [
      ChildSpec(.content, view: content, environment: node.environment),
      ChildSpec(.footer, view: TabBar(), environment: node.environment),
    ]
  }

  /// The tabs, in order.
  func tabs(of node: ViewNode) -> [Entry] {
    var pages: [ViewNode] = []
    func collect(_ candidate: ViewNode) {
      guard candidate.behavior.isTransparent else {
        pages.append(candidate)
        return
      }
      for child in candidate.screenChildren { collect(child) }
    }
    if let content = node.content { collect(content) }
    return pages.enumerated().map { entry(for: $1, at: $0, in: node) }
  }

  /// What labels a tab: found on the modifiers around its view (up to the tab view) and on
  /// those inside it (down a chain of single views).
  private func entry(for page: ViewNode, at index: Int, in tabView: ViewNode) -> Entry {
    var tag: AnyHashable?
    var elementID: AnyHashable?
    var label: ViewNode?
    var badge: Text??
    func read(_ node: ViewNode) {
      if tag == nil, let tagged = node.view as? any TagCarrying { tag = tagged.tagValue }
      if let tab = node.behavior(TabNode.self) {
        if tag == nil { tag = tab.value }
        if label == nil { label = node.child(.header) }
      }
      if label == nil, node.behavior is TabItemNode { label = node.child(.header) }
      if badge == nil, let found = node.behavior(BadgeNode.self) {
        badge = .some(found.modifier.label)
      }
      // A `ForEach` tags its views with their ids, as for a picker.
      if elementID == nil, node.parent?.behavior is ForEachNode { elementID = node.key.id }
    }
    var up: ViewNode? = page
    while let node = up, node !== tabView {
      read(node)
      up = node.parent
    }
    var down = page
    while down.screenChildren.count == 1 {
      down = down.screenChildren[0]
      read(down)
    }
    return Entry(
      page: page, tag: tag ?? elementID ?? AnyHashable(index), label: label, badge: badge ?? nil)
  }

  /// The position of the selected tab (the first when the selection matches none).
  func selectedIndex(in tabs: [Entry]) -> Int {
    let wanted = selection.map { $0.current() } ?? ownSelection
    return tabs.firstIndex { $0.tag == wanted } ?? 0
  }

  /// Selects a tab, through the owner's selection when there is one.
  func select(_ index: Int, node: ViewNode) {
    let tabs = tabs(of: node)
    guard tabs.indices.contains(index) else { return }
    if let selection {
      selection.select(tabs[index].tag)
    } else {
      ownSelection = tabs[index].tag
    }
    node.graph.markDirty(node)
  }

  /// Finds the tab to show; when it changed, covers the old one and uncovers the new one, and
  /// focus inside the old one moves to the tab bar.
  private func resolve(_ node: ViewNode) -> ViewNode? {
    let tabs = tabs(of: node)
    let page = tabs.isEmpty ? nil : tabs[selectedIndex(in: tabs)].page
    if page !== shown {
      let old = shown
      shown = page
      if hasResolved, let old, let focused = node.graph.focus.focused, focused.isInside(old) {
        node.graph.presentations.focusAfterLayout = .restore(node.child(.footer))
      }
      // The old tab's views disappear before the new one's appear.
      if let old, old.status.isMounted, covered.insert(ObjectIdentifier(old)).inserted {
        old.setCovered(true)
      }
      if let page, covered.remove(ObjectIdentifier(page)) != nil { page.setCovered(false) }
      hasResolved = true
    }
    let pages = Set(tabs.map { ObjectIdentifier($0.page) })
    covered.formIntersection(pages)
    for tab in tabs where tab.page !== page && !covered.contains(ObjectIdentifier(tab.page)) {
      tab.page.setCovered(true)
      covered.insert(ObjectIdentifier(tab.page))
    }
    return page
  }

  /// Rows the bar takes: a rule and the labels, or a page view's index row.
  private var barHeight: Int { style == .page ? 1 : 2 }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let page = resolve(node)
    let inner = ProposedSize(
      width: proposal.width, height: proposal.height.map { max(0, $0 - barHeight) })
    let ideal = page?.sizeThatFits(inner) ?? .zero
    // A tab view fills the space it is offered, like SwiftUI's.
    return Size(
      width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height + barHeight)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    let page = resolve(node)
    let bar = min(rect.height, barHeight)
    node.child(.footer)?.place(
      in: Rect(x: rect.minX, y: rect.maxY - bar, width: rect.width, height: bar), proposal: nil)
    guard let page else { return }
    let area = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - bar)
    let size = page.sizeThatFits(ProposedSize(area.size))
    let fitted = Size(width: min(size.width, area.width), height: min(size.height, area.height))
    page.place(
      in: Rect(origin: alignedOrigin(of: fitted, in: area, alignment: .center), size: fitted),
      proposal: nil)
  }

  /// The shown tab and the bar.
  package func screenChildren(of node: ViewNode) -> [ViewNode] {
    [shown, node.child(.footer)].compactMap { $0 }
  }
}

extension TabView: PrimitiveNodeView {
  package func makeBehavior() -> TabViewNode { TabViewNode() }

  package func describe(to behavior: TabViewNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(selection: selection, content: content, in: node)
  }
}
