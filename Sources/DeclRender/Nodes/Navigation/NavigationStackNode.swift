import Decl
import DeclCanvas
import DeclGraph

/// A `NavigationStack` (or `NavigationView`). Its screens are the root (`.content`), one child
/// per value of its path (`.element(1…)`), and the destinations presentation modifiers inside
/// any screen push (each the presented child of its modifier). All stay mounted, keeping their
/// state; only the deepest one is laid out, drawn and reachable by focus, under a title bar
/// with its title, a back button and its toolbar items (and on the root screen, the search
/// field of a `searchable` modifier on the stack), over a bottom bar when it has items there.
///
/// The title bar is two rows, as iOS's with a large title: the bar (back button and leading
/// items, the title or principal item in the middle, trailing items) and the large title, bold
/// at the leading edge. When the screen's content scrolls, the large title collapses into the
/// bar and a rule takes its row; an inline title is in the bar with the rule under it. The
/// height stays the same either way, so the content never jumps as it scrolls.
package final class NavigationStackNode: NavigationContainerBehavior, BackActionBehavior {
  /// The path the stack's owner keeps, if it keeps one.
  private var path: Binding<[AnyHashable]>?
  /// The screen on top, as of the last layout, and its title bar (read once per layout: a
  /// change on the screen re-lays the stack out).
  private weak var visiblePage: ViewNode?
  private weak var toolbar: ViewNode?
  /// The search field shown under the title row, and the rows it took at the last measure.
  private weak var searchField: ViewNode?
  private var searchFieldHeight = 0
  private var title: Text?
  private var backButtonHidden = false
  /// Whether the top screen's title shows large (`.large`, or `.automatic` over such a screen).
  private var titleIsLarge = true
  /// How deep the top screen is (0 for the root).
  private(set) var visibleDepth = 0
  /// Where the root screen goes back to, when the stack is a column of a collapsed split view
  /// shown in place of the column before it.
  private var columnBack: SplitColumnBack?
  /// Whether a top screen was found before (the first one moves no focus).
  private var hasResolved = false
  /// The path when the stack's owner keeps none (`NavigationLink(value:)` pushes here).
  private var internalPath: [AnyHashable] = []
  /// `navigationDestination(for:)` builders by value type.
  var builders: [ObjectIdentifier: DestinationBuilder] = [:]
  /// The stack's edit mode, for the screens in it (unless one is set around the stack).
  private let editMode = StateBox(EditMode.inactive)
  /// The control focused on each covered screen, focused again when it is back on top.
  private var focusByPage: [ObjectIdentifier: WeakNode] = [:]
  /// Screens a pushed screen covers: their views have disappeared until they are on top again.
  private var coveredPages: Set<ObjectIdentifier> = []

  package var isTransparent: Bool { false }

  /// The root, then a screen per path value.
  func describe(path: Binding<[AnyHashable]>?, root: any View, in node: ViewNode) -> [ChildSpec] {
    self.path = path
    let values = node.track { path?.wrappedValue } ?? internalPath
    var inner = node.environment
    if inner.editMode == nil { inner.editMode = Binding(box: editMode) }
    inner.navigationPush = NavigationPushAction(token: self) { [weak self, weak node] value in
      if let node { self?.push(value, node: node) }
    }
    let search = claimSearchField(node)
    inner.searchFieldRequest = nil
    var specs = [ChildSpec(.content, view: root, environment: inner)]
    if let search { specs.append(search) }
    for (index, value) in values.enumerated() {
      specs.append(
        ChildSpec(
          .element(index + 1), id: ChildID(any: value), view: NavigationPathPage(value: value),
          environment: inner))
    }
    return specs
  }

  /// Only the screen on top, its toolbar and (on the root screen) the search field.
  package func screenChildren(of node: ViewNode) -> [ViewNode] {
    guard let page = visiblePage else { return [] }
    return [page] + (toolbar.map { [$0] } ?? []) + (searchField.map { [$0] } ?? [])
  }

  /// The field of a `searchable` modifier on the stack, as a child to show; the field goes
  /// back to its modifier when the modifier no longer sits on this stack.
  private func claimSearchField(_ node: ViewNode) -> ChildSpec? {
    guard let request = node.environment.searchFieldRequest, let field = request.field,
      request.sitsOn(node)
    else {
      if let request = node.environment.searchFieldRequest, request.stack === node {
        request.claim(by: nil)
      }
      return nil
    }
    request.claim(by: node)
    return ChildSpec(.searchField, view: field, environment: request.environment)
  }

  package func willUnmount(_ node: ViewNode) {
    if let request = node.environment.searchFieldRequest, request.stack === node {
      request.claim(by: nil)
    }
  }

  /// The screen of this stack that `node` is on, and how deep that screen is.
  func page(of stack: ViewNode, containing node: ViewNode) -> (page: ViewNode, depth: Int)? {
    var depth = 0
    var page: ViewNode?
    var child = node
    var current = node.parent
    while let ancestor = current {
      if ancestor === stack {
        if case .element(let index) = child.key.role { depth += index }
        return (page ?? child, depth)
      }
      if ancestor.behavior is NavigationStackNode { return nil }
      if let presentation = ancestor.presentation, child.key.role == .presented {
        if presentation.isModal { return nil }
        depth += 1
        if page == nil { page = child }
      }
      child = ancestor
      current = ancestor.parent
    }
    return nil
  }

  /// The deepest screen: a pushed destination, a path value, or the root.
  private func topPage(of stack: ViewNode) -> (page: ViewNode, depth: Int)? {
    var best: (page: ViewNode, depth: Int)? = stack.children.first.map { ($0, 0) }
    for (index, page) in stack.children.enumerated().dropFirst()
    where index >= (best?.depth ?? 0) && page.key.role != .searchField {
      best = (page, index)
    }
    for entry in stack.graph.presentations.navigationPresenters {
      guard let presenter = entry.node, presenter.status.isMounted,
        let presented = presenter.presentedChild,
        let (_, depth) = page(of: stack, containing: presenter)
      else { continue }
      if depth + 1 >= (best?.depth ?? 0) { best = (presented, depth + 1) }
    }
    return best
  }

  /// Finds the screen on top; when it changed since the last layout, focus moves to it (or
  /// back to what was focused there).
  private func resolveVisiblePage(_ stack: ViewNode) -> ViewNode? {
    let graph = stack.graph
    let top = topPage(of: stack)
    if top?.page !== visiblePage {
      let old = visiblePage
      let oldDepth = visibleDepth
      visiblePage = top?.page
      visibleDepth = top?.depth ?? 0
      stack.layout.units = nil
      stack.layout.subviews = nil
      defer { hasResolved = true }
      // The old screen may be gone already (popped screens are unmounted).
      if hasResolved, let new = top?.page {
        if visibleDepth > oldDepth {
          if let old {
            focusByPage[ObjectIdentifier(old)] = WeakNode(node: graph.focus.focused)
            coveredPages.insert(ObjectIdentifier(old))
            old.setCovered(true)
          }
          graph.presentations.focusAfterLayout = .firstIn(new)
        } else {
          if coveredPages.remove(ObjectIdentifier(new)) != nil { new.setCovered(false) }
          let saved = focusByPage.removeValue(forKey: ObjectIdentifier(new))?.node
          graph.presentations.focusAfterLayout = .restore(saved)
        }
      }
    }
    columnBack = stack.parent?.behavior(NavigationSplitViewNode.self)?.back(from: stack)
    searchField = visibleDepth == 0 ? stack.child(.searchField) : nil
    if let page = visiblePage {
      let bar = Self.titleBar(of: page)
      title = bar.title
      backButtonHidden = bar.backButtonHidden
      toolbar = bar.toolbar
      titleIsLarge = isLarge(page, in: stack)
    }
    return visiblePage
  }

  /// What the title bar of a screen shows: the first title, display mode, back-button
  /// setting and toolbar on it.
  static func titleBar(of page: ViewNode) -> (
    title: Text?, backButtonHidden: Bool, toolbar: ViewNode?,
    displayMode: NavigationBarItem.TitleDisplayMode
  ) {
    var title: Text?
    var backButtonHidden: Bool?
    var toolbar: ViewNode?
    var foundToolbar = false
    var displayMode: NavigationBarItem.TitleDisplayMode?
    if page.graph.presentations.titleBarSources == 0 {
      // Nothing to find but the title: the walk ends there.
      backButtonHidden = false
      foundToolbar = true
    }
    func visit(_ node: ViewNode) {
      guard title == nil || backButtonHidden == nil || !foundToolbar || displayMode == nil
      else { return }
      if title == nil, let found = node.behavior(PreferenceNode<NavigationTitleModifier>.self) {
        title = found.modifier.title
      }
      if displayMode == nil,
        let found = node.behavior(PreferenceNode<TitleDisplayModeModifier>.self)
      {
        displayMode = found.modifier.displayMode
      }
      if backButtonHidden == nil,
        let found = node.behavior(PreferenceNode<BackButtonHiddenModifier>.self)
      {
        backButtonHidden = found.modifier.isHidden
      }
      if !foundToolbar, node.behavior is ToolbarNode {
        toolbar = node.child(.toolbarItems)
        foundToolbar = true
      }
      if node.behavior is NavigationStackNode { return }
      for child in node.screenChildren { visit(child) }
    }
    visit(page)
    return (title, backButtonHidden ?? false, toolbar, displayMode ?? .automatic)
  }

  /// The screen under `page` in the stack, if any.
  private func pageBelow(_ page: ViewNode, in stack: ViewNode) -> ViewNode? {
    guard let parentPage = page.parent else { return nil }
    if parentPage === stack {
      let index = stack.children.firstIndex { $0 === page } ?? 0
      return index > 0 ? stack.children[index - 1] : nil
    }
    return self.page(of: stack, containing: parentPage)?.page
  }

  /// The title the back button names: the title of the screen below the top one.
  private func titleBelow(_ page: ViewNode, in stack: ViewNode) -> Text? {
    pageBelow(page, in: stack).flatMap { Self.titleBar(of: $0).title }
  }

  /// Whether `page`'s title shows large: `.large`, or `.automatic` on the first screen or over
  /// a screen whose title is large (iOS's automatic mode inherits the previous screen's).
  private func isLarge(_ page: ViewNode, in stack: ViewNode) -> Bool {
    var current: ViewNode? = page
    var seen = 0
    while let screen = current, seen < 64 {
      switch Self.titleBar(of: screen).displayMode {
      case .large: return true
      case .inline: return false
      case .automatic: current = pageBelow(screen, in: stack)
      }
      seen += 1
    }
    return true
  }

  /// The back button's label for the top screen as drawn in the stack's width, or nil when it
  /// has none. A long label gives way to the title, as on iOS: it becomes "‹ Back". (The title
  /// below is read at every call: that screen is not laid out, so its changes do not reach the
  /// stack.)
  func backButtonLabel(in stack: ViewNode) -> String? {
    guard canGoBack, !backButtonHidden, let page = visiblePage else { return nil }
    let below =
      visibleDepth > 0 ? titleBelow(page, in: stack)?.plainString ?? "" : columnBack?.title ?? ""
    let label = "‹ " + (below.isEmpty || below.count > 20 ? "Back" : below)
    let width = stack.frame.width
    // The title in the bar (an inline one, or any when the bar is narrow) takes precedence.
    let titleWidth = titleIsLarge && width >= 40 ? 0 : TerminalWidth.of(title?.plainString ?? "")
    if label != "‹ Back",
      titleStart(after: label, width: width, titleWidth: titleWidth)
        + titleWidth > width - trailingItemsWidth
    {
      return "‹ Back"
    }
    return label
  }

  /// The stack's toolbar items, when the top screen has some.
  private var items: (node: ViewNode, behavior: ToolbarItemsNode)? {
    guard let toolbar, let behavior = toolbar.behavior(ToolbarItemsNode.self) else { return nil }
    return (toolbar, behavior)
  }

  /// Columns the items at the end of the title row take, with a column before them.
  private var trailingItemsWidth: Int {
    guard let items else { return 0 }
    let width = items.behavior.width(of: .trailing, in: items.node)
    return width > 0 ? width + 1 : 0
  }

  /// Columns the leading items take after the back button, with a column after them.
  private var leadingItemsWidth: Int {
    guard let items else { return 0 }
    let width = items.behavior.width(of: .leading, in: items.node)
    return width > 0 ? width + 1 : 0
  }

  /// Whether the title row has items in it (not counting the bottom bar's).
  private var hasBarItems: Bool {
    guard let items else { return false }
    return [.leading, .principal, .trailing].contains { slot in
      !items.behavior.items(in: slot, of: items.node).isEmpty
    }
  }

  /// Where the inline title starts: centred, after the back button and leading items.
  private func titleStart(after back: String?, width: Int, titleWidth: Int) -> Int {
    let centred = (width - min(titleWidth, width)) / 2
    let leading = (back.map { TerminalWidth.of($0) + 1 } ?? 0) + leadingItemsWidth
    return max(centred, leading)
  }

  /// The text field the keyboard's bar was shown for last.
  private weak var lastEditedField: ViewNode?

  /// The text field on the top screen that has focus, if one has (the `.keyboard` items show
  /// then).
  private func editedTextField(_ stack: ViewNode) -> ViewNode? {
    guard let focused = stack.graph.focus.focused, focused.behavior is TextFieldNode,
      let page = visiblePage, focused.isInside(page)
    else { return nil }
    return focused
  }

  /// The keyboard's bar while a text field has focus and the screen has `.keyboard` items:
  /// iOS shows them in a bar over the keyboard, just under the field; a terminal has no
  /// keyboard, so the bar goes on the row just above the field in `area`, or just below it
  /// when there is no room above.
  private func keyboardRow(_ stack: ViewNode, in area: Rect) -> Rect? {
    guard let items else { return nil }
    let keyboardItems = items.behavior.items(in: .keyboard, of: items.node)
    // The bar stays while focus is on one of its items (Tab reaches `Done`), beside the field
    // edited last.
    let onBar = stack.graph.focus.focused.map { focused in
      keyboardItems.contains { focused.isInside($0) }
    }
    lastEditedField = editedTextField(stack) ?? (onBar == true ? lastEditedField : nil)
    guard !keyboardItems.isEmpty, let field = lastEditedField?.frame else { return nil }
    let y =
      field.minY - 1 >= area.minY ? field.minY - 1 : field.maxY < area.maxY ? field.maxY : nil
    return y.map { Rect(x: area.minX, y: $0, width: area.width, height: 1) }
  }

  /// Rows the bottom bar takes: a rule and a row of items, when it has items.
  private func bottomBarHeight(_ stack: ViewNode) -> Int {
    guard let items else { return 0 }
    return items.behavior.hasBottomBar(items.node) ? 2 : 0
  }

  /// Whether the top screen's content has scrolled down, collapsing a large title into the
  /// bar.
  private var contentHasScrolled: Bool {
    guard let page = visiblePage,
      let scroller = page.descendant(where: {
        ($0.scrollState?.axes.contains(.vertical) ?? false) && $0.status.isMounted
      })
    else { return false }
    return (scroller.scrollState?.offset.y ?? 0) > 0
  }

  package func backAction(_ node: ViewNode) -> (@MainActor () -> Void)? {
    guard canGoBack else { return nil }
    return { [weak self] in
      self?.popVisiblePage(node)
    }
  }

  /// Whether Escape or the back button has somewhere to go.
  var canGoBack: Bool { visibleDepth > 0 || columnBack != nil }

  /// Goes back one screen by writing the state that pushed it.
  func popVisiblePage(_ stack: ViewNode) {
    if visibleDepth == 0, let columnBack {
      columnBack.pop()
      return
    }
    guard let page = visiblePage, visibleDepth > 0 else { return }
    if let presenter = page.parent, presenter !== stack, presenter.presentation != nil {
      presenter.dismissPresentation()
      return
    }
    guard let index = stack.children.firstIndex(where: { $0 === page }), index > 0 else { return }
    setPath(count: index - 1, node: stack)
  }

  /// Pushes a value, as `NavigationLink(value:)` does.
  private func push(_ value: AnyHashable, node: ViewNode) {
    guard node.status.isMounted else { return }
    if let path {
      path.wrappedValue.append(value)
    } else {
      internalPath.append(value)
      node.graph.markDirty(node)
    }
  }

  private func setPath(count: Int, node: ViewNode) {
    if let path {
      path.wrappedValue = Array(path.wrappedValue.prefix(count))
    } else {
      internalPath = Array(internalPath.prefix(count))
      node.graph.markDirty(node)
    }
  }

  /// Whether the top screen has a title row (a title, toolbar items or a back button).
  private var hasTitleRow: Bool {
    let hasBack = canGoBack && !backButtonHidden
    return title != nil || hasBarItems || hasBack
  }

  /// Whether the title shows large under the bar (until the content scrolls).
  private var showsLargeTitle: Bool {
    titleIsLarge && !(title?.plainString ?? "").isEmpty
  }

  /// Rows the title bar takes for the top screen: the bar, the large title (or the rule it
  /// collapses into) and the search field; the bar, the search field and a rule; or the search
  /// field and a rule; or none.
  private var titleBarHeight: Int {
    if hasTitleRow { return 2 + searchFieldHeight }
    return searchFieldHeight > 0 ? searchFieldHeight + 1 : 0
  }

  /// Measures the search field for the stack's width.
  private func measureSearchField(width: Int?) {
    searchFieldHeight =
      searchField?.sizeThatFits(ProposedSize(width: width, height: nil)).height ?? 0
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    guard let page = resolveVisiblePage(node) else {
      return proposal.replacingUnspecified(by: .zero)
    }
    measureSearchField(width: proposal.width)
    let bar = titleBarHeight
    let inner = ProposedSize(
      width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })
    let ideal = page.sizeThatFits(inner)
    // A stack fills the space it is offered, like SwiftUI's.
    return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height + bar)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    guard let page = resolveVisiblePage(node) else { return }
    measureSearchField(width: rect.width)
    let bar = min(rect.height, titleBarHeight)
    let bottom = min(max(0, rect.height - bar), bottomBarHeight(node))
    if let searchField {
      // Under the large title (or the rule it collapses into), else under the bar.
      let top = rect.minY + (hasTitleRow ? (showsLargeTitle ? 2 : 1) : 0)
      searchField.place(
        in: Rect(
          x: rect.minX, y: top, width: rect.width,
          height: max(0, min(searchFieldHeight, rect.maxY - top))),
        proposal: ProposedSize(width: rect.width, height: nil))
    }
    let area = Rect(
      x: rect.minX, y: rect.minY + bar, width: rect.width, height: rect.height - bar - bottom)
    let size = page.sizeThatFits(ProposedSize(area.size))
    page.place(
      in: Rect(origin: alignedOrigin(of: size, in: area, alignment: .center), size: size),
      proposal: ProposedSize(area.size))
    // The items go after the screen, so the keyboard's bar finds the focused field in place.
    if let items {
      let back = backButtonLabel(in: node)
      items.behavior.titleRow =
        hasTitleRow && bar > 0
        ? Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1) : .zero
      items.behavior.leadingStart = back.map { TerminalWidth.of($0) + 1 } ?? 0
      items.behavior.bottomRow =
        bottom > 0 ? Rect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1) : nil
      items.behavior.keyboardRow = keyboardRow(node, in: area)
      items.node.layout.isPlaced = false
      items.node.place(in: rect, proposal: nil)
    }
  }

  /// Draws the title bar (back button, title, a rule), the top screen and the bottom bar.
  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    guard let page = visiblePage else { return }
    let rect = context.translated(node.frame)
    let resolver = StyleResolver(environment: node.environment)
    let barHeight = min(rect.height, titleBarHeight)
    let ruleStyle = CellStyle(
      foreground: resolver.cellColor(.systemGray2) ?? .default, background: .default,
      attributes: [])
    func rule(at y: Int) {
      guard y >= rect.minY, y < rect.maxY else { return }
      for x in rect.minX..<rect.maxX {
        drawing.put("─", width: 1, x: x, y: y, style: ruleStyle, clip: context.clip)
      }
    }
    // The content stays between the bars (a screen taller than its area is centred in it and
    // cut at both ends, as on iOS).
    let bottom = bottomBarHeight(node)
    let area = Rect(
      x: node.frame.minX, y: node.frame.minY + barHeight, width: node.frame.width,
      height: max(0, node.frame.height - barHeight - bottom))
    page.draw(into: &drawing, context: context.clipped(to: area))
    if hasTitleRow && barHeight > 0 {
      let back = backButtonLabel(in: node)
      let title = self.title?.plainString ?? ""
      var titleStyle = resolver.textStyle(TextStyle())
      titleStyle.attributes.insert(.bold)
      let large = showsLargeTitle && !contentHasScrolled
      let hasPrincipal = items.map { !$0.behavior.items(in: .principal, of: $0.node).isEmpty }
      if !title.isEmpty, !large, hasPrincipal != true {
        let start = titleStart(after: back, width: rect.width, titleWidth: TerminalWidth.of(title))
        drawing.putLine(
          title, at: Point(x: rect.minX + start, y: rect.minY),
          maxWidth: max(0, rect.width - start - trailingItemsWidth), style: titleStyle,
          clip: context.clip)
      }
      if large, barHeight > 1 {
        drawing.putLine(
          title, at: Point(x: rect.minX + 1, y: rect.minY + 1), maxWidth: max(0, rect.width - 2),
          style: titleStyle, clip: context.clip)
      } else {
        rule(at: rect.minY + (showsLargeTitle ? 1 : barHeight - 1))
      }
      if let back {
        var style = resolver.textStyle(TextStyle())
        style.foreground = resolver.cellColor(.accentColor) ?? .default
        let width = drawing.putLine(
          back, at: Point(x: rect.minX, y: rect.minY), maxWidth: rect.width, style: style,
          clip: context.clip)
        drawing.addHitRegion(
          Rect(x: rect.minX, y: rect.minY, width: width, height: 1), node: node,
          kind: .backButton, clip: context.clip)
      }
    } else if barHeight > 0 {
      rule(at: rect.minY + barHeight - 1)
    }
    if bottom > 0, rect.height >= barHeight + bottom { rule(at: rect.maxY - bottom) }
    if let row = items?.behavior.keyboardRow {
      // The keyboard's bar covers the content under it, on the grey of iOS's.
      let style = CellStyle(
        foreground: .default, background: resolver.cellColor(.systemGray5) ?? .default,
        attributes: [])
      let bar = context.translated(row)
      for x in bar.minX..<bar.maxX {
        drawing.canvas.put(" ", width: 1, x: x, y: bar.minY, style: style, clip: context.clip)
      }
    }
    toolbar?.draw(into: &drawing, context: context)
    if barHeight > 0 { searchField?.draw(into: &drawing, context: context) }
  }
}

extension NavigationStack: PrimitiveNodeView {
  package func makeBehavior() -> NavigationStackNode { NavigationStackNode() }

  package func describe(to behavior: NavigationStackNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(path: path, root: root, in: node)
  }
}

extension NavigationView: PrimitiveNodeView {
  package func makeBehavior() -> NavigationStackNode { NavigationStackNode() }

  package func describe(to behavior: NavigationStackNode, in node: ViewNode) -> [ChildSpec] {
    // Columns (a list, then the detail shown until a row is picked) show as a stack of their
    // first one, as on an iPhone.
    let first = (content as? any ColumnViews)?.columns.first
    return behavior.describe(path: nil, root: first ?? content, in: node)
  }
}
