import Decl

/// A `NavigationStack` (or `NavigationView`). Its screens are the root (`.content`), one child
/// per value of its path (`.element(1…)`), and the destinations presentation modifiers inside
/// any screen push (each the presented child of its modifier). All stay mounted, keeping their
/// state; only the deepest one is laid out, drawn and reachable by focus, under a title bar
/// with its title, a back button and its toolbar (and on the root screen, the search field of
/// a `searchable` modifier on the stack).
final class NavigationStackNode: NodeBehavior {
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

  var isTransparent: Bool { false }

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
          .element(index + 1), id: value, view: NavigationPathPage(value: value),
          environment: inner))
    }
    return specs
  }

  /// Only the screen on top, its toolbar and (on the root screen) the search field.
  func screenChildren(of node: ViewNode) -> [ViewNode] {
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

  func willUnmount(_ node: ViewNode) {
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
    for entry in stack.graph.navigationPresenters {
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
          graph.focusAfterLayout = .firstIn(new)
        } else {
          if coveredPages.remove(ObjectIdentifier(new)) != nil { new.setCovered(false) }
          let saved = focusByPage.removeValue(forKey: ObjectIdentifier(new))?.node
          graph.focusAfterLayout = .restore(saved)
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
    }
    return visiblePage
  }

  /// What the title bar of a screen shows: the first title, back-button setting and toolbar
  /// on it.
  static func titleBar(of page: ViewNode) -> (
    title: Text?, backButtonHidden: Bool, toolbar: ViewNode?
  ) {
    var title: Text?
    var backButtonHidden: Bool?
    var toolbar: ViewNode?
    var foundToolbar = false
    func visit(_ node: ViewNode) {
      guard title == nil || backButtonHidden == nil || !foundToolbar else { return }
      if title == nil, let found = node.behavior(PreferenceNode<NavigationTitleModifier>.self) {
        title = found.modifier.title
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
    return (title, backButtonHidden ?? false, toolbar)
  }

  /// The title the back button names: the title of the screen below the top one.
  private func titleBelow(_ page: ViewNode, in stack: ViewNode) -> Text? {
    guard let parentPage = page.parent else { return nil }
    if parentPage === stack {
      let index = stack.children.firstIndex { $0 === page } ?? 0
      return index > 0 ? Self.titleBar(of: stack.children[index - 1]).title : nil
    }
    guard let below = self.page(of: stack, containing: parentPage)?.page else { return nil }
    return Self.titleBar(of: below).title
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
    let titleWidth = TerminalWidth.of(title?.plainString ?? "")
    if label != "‹ Back",
      titleStart(after: label, width: width, titleWidth: titleWidth)
        + titleWidth > width - itemsWidth
    {
      return "‹ Back"
    }
    return label
  }

  /// Columns the toolbar items take at the right of the title row.
  private var itemsWidth: Int { toolbar.map { $0.frame.width + 1 } ?? 0 }

  /// Where the title starts: centred, after the back button.
  private func titleStart(after back: String?, width: Int, titleWidth: Int) -> Int {
    let centred = (width - min(titleWidth, width)) / 2
    guard let back else { return centred }
    return max(centred, TerminalWidth.of(back) + 1)
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
    return title != nil || toolbar != nil || hasBack
  }

  /// Rows the title bar takes for the top screen: a title row, the search field, and a rule
  /// under them; or none.
  private var titleBarHeight: Int {
    let rows = (hasTitleRow ? 1 : 0) + searchFieldHeight
    return rows > 0 ? rows + 1 : 0
  }

  /// Measures the search field for the stack's width.
  private func measureSearchField(width: Int?) {
    searchFieldHeight =
      searchField?.sizeThatFits(ProposedSize(width: width, height: nil)).height ?? 0
  }

  func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
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

  func place(_ node: ViewNode, in rect: Rect) {
    guard let page = resolveVisiblePage(node) else { return }
    measureSearchField(width: rect.width)
    let bar = min(rect.height, titleBarHeight)
    if let searchField {
      let top = rect.minY + (hasTitleRow ? 1 : 0)
      searchField.place(
        in: Rect(
          x: rect.minX, y: top, width: rect.width,
          height: max(0, min(searchFieldHeight, rect.maxY - top))),
        proposal: ProposedSize(width: rect.width, height: nil))
    }
    if let toolbar, bar > 0 {
      // Items at the right of the title row, as wide as they need (at most half the row).
      let size = toolbar.sizeThatFits(ProposedSize(width: rect.width / 2, height: 1))
      let width = min(size.width, rect.width / 2)
      toolbar.place(
        in: Rect(x: rect.maxX - width, y: rect.minY, width: width, height: min(1, size.height)),
        proposal: nil)
    }
    let area = Rect(x: rect.minX, y: rect.minY + bar, width: rect.width, height: rect.height - bar)
    let size = page.sizeThatFits(ProposedSize(area.size))
    let fitted = Size(width: min(size.width, area.width), height: min(size.height, area.height))
    page.place(
      in: Rect(origin: alignedOrigin(of: fitted, in: area, alignment: .center), size: fitted),
      proposal: nil)
  }

  /// Draws the title bar (back button, centred bold title, a rule) and the top screen.
  func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    guard let page = visiblePage else { return }
    let rect = context.translated(node.frame)
    let resolver = StyleResolver(environment: node.environment)
    let hasBar = titleBarHeight > 0 && rect.height > 0
    if hasBar {
      let back = backButtonLabel(in: node)
      let title = self.title?.plainString ?? ""
      if !title.isEmpty {
        var style = resolver.textStyle(TextStyle())
        style.attributes.insert(.bold)
        let start = titleStart(after: back, width: rect.width, titleWidth: TerminalWidth.of(title))
        drawing.putLine(
          title, at: Point(x: rect.minX + start, y: rect.minY),
          maxWidth: max(0, rect.width - start - itemsWidth), style: style, clip: context.clip)
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
      if rect.height >= titleBarHeight {
        let ruleStyle = CellStyle(
          foreground: resolver.cellColor(.systemGray2) ?? .default, background: .default,
          attributes: [])
        let y = rect.minY + titleBarHeight - 1
        for x in rect.minX..<rect.maxX {
          drawing.put("─", width: 1, x: x, y: y, style: ruleStyle, clip: context.clip)
        }
      }
    }
    page.draw(into: &drawing, context: context)
    if hasBar {
      toolbar?.draw(into: &drawing, context: context)
      searchField?.draw(into: &drawing, context: context)
    }
  }
}

extension NavigationStack: PrimitiveNodeView {
  func makeBehavior() -> NavigationStackNode { NavigationStackNode() }

  func describe(to behavior: NavigationStackNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(path: path, root: root, in: node)
  }
}

extension NavigationView: PrimitiveNodeView {
  func makeBehavior() -> NavigationStackNode { NavigationStackNode() }

  func describe(to behavior: NavigationStackNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(path: nil, root: content, in: node)
  }
}
