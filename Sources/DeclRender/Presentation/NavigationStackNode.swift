import Decl

// A navigation stack in the graph. Its screens are the root (child 0), one child per value of
// its path (children 1…), and the destinations that presentation modifiers inside any screen
// push (each the presented child of its modifier). All stay mounted, keeping their state;
// only the deepest one is laid out, drawn and reachable by focus.

/// What a navigation stack node remembers.
@MainActor
final class NavigationState {
  /// The screen on top, as of the last layout, and its title bar (read once per layout: a
  /// change on the screen re-lays the stack out).
  weak var visiblePage: ViewNode?
  weak var toolbar: ViewNode?
  var title: Text?
  var backButtonHidden = false
  /// How deep the top screen is (0 for the root).
  var visibleDepth = 0
  /// Whether a top screen was found before (the first one moves no focus).
  var hasResolved = false
  /// The path when the stack's owner keeps none (`NavigationLink(value:)` pushes here).
  var internalPath: [AnyHashable] = []
  /// `navigationDestination(for:)` builders by value type.
  var builders: [ObjectIdentifier: DestinationBuilder] = [:]
  /// The control focused on each covered screen, focused again when it is back on top.
  var focusByPage: [ObjectIdentifier: WeakNode] = [:]
  /// Screens a pushed screen covers: their views have disappeared until they are on top again.
  var coveredPages: Set<ObjectIdentifier> = []
  /// Where the back button was drawn, for clicks, and what it said, for taps.
  var backButton: Rect?
  var backButtonText: String?
}

/// The title bar of one screen.
struct NavigationBarContent {
  var title: Text?
  var backButtonHidden = false
  /// The items of the screen's `toolbar`, a node the stack lays out in the bar.
  var toolbar: ViewNode?
}

extension ViewNode {
  var navigationStackState: NavigationState {
    if let state = navigation { return state }
    let state = NavigationState()
    navigation = state
    return state
  }

  /// The child specs of a navigation stack: the root, then a screen per path value.
  func describeNavigationStack(_ spec: NavigationStackSpec, root: any View) -> [ChildSpec] {
    let state = navigationStackState
    let path = track { spec.path?.wrappedValue } ?? state.internalPath
    var inner = environment
    inner.navigationPush = NavigationPushAction(token: state) { [weak self] value in
      self?.push(value)
    }
    var specs = [ChildSpec(slot: 0, view: root, environment: inner)]
    for (index, value) in path.enumerated() {
      specs.append(
        ChildSpec(
          slot: index + 1, id: value, view: NavigationPathPage(value: value), environment: inner))
    }
    return specs
  }

  /// The view a path value shows: what the stack's `navigationDestination(for:)` for its type
  /// builds.
  func describePathPage(_ value: AnyHashable) -> [ChildSpec] {
    guard let stack = enclosingNavigationStack else { return [] }
    let type = ObjectIdentifier(Swift.type(of: value.base))
    guard let builder = stack.navigation?.builders[type], let view = builder.build(value) else {
      graph.warn(
        "a NavigationStack's path holds a \(Swift.type(of: value.base)) but no "
          + "navigationDestination(for: \(Swift.type(of: value.base)).self) inside it says what to show"
      )
      return []
    }
    return [ChildSpec(slot: 0, view: view, environment: environment)]
  }

  /// Records a `navigationDestination(for:)` with the stack; screens showing its type are
  /// built again with the new closure.
  func registerDestinationBuilder() {
    guard case .modifier(.destinationBuilder(let builder)) = kind,
      let stack = enclosingNavigationStack
    else { return }
    let isNew = stack.navigationStackState.builders[builder.type] == nil
    stack.navigationStackState.builders[builder.type] = builder
    for page in stack.children.dropFirst() where !isInside(page) {
      guard let value = page.key.id,
        ObjectIdentifier(Swift.type(of: value.base)) == builder.type
      else { continue }
      if isNew { page.rerun() } else { graph.markDirty(page) }
    }
  }

  /// Whether `ancestor` is this node or above it.
  func isInside(_ ancestor: ViewNode) -> Bool {
    var node: ViewNode? = self
    while let current = node {
      if current === ancestor { return true }
      node = current.parent
    }
    return false
  }

  /// The navigation stack this node is in, if any (a sheet's content is outside it).
  var enclosingNavigationStack: ViewNode? {
    var child = self
    var node = parent
    while let current = node {
      if case .container(.navigationStack) = current.kind { return current }
      if let spec = current.presentationSpec, spec.isModal, child.key.slot == 1 { return nil }
      child = current
      node = current.parent
    }
    return nil
  }

  /// The screen of this stack that `node` is on, and how deep that screen is.
  func page(containing node: ViewNode) -> (page: ViewNode, depth: Int)? {
    var depth = 0
    var page: ViewNode?
    var child = node
    var current = node.parent
    while let ancestor = current {
      if ancestor === self {
        if child.key.slot > 0 { depth += child.key.slot }
        return (page ?? child, depth)
      }
      if case .container(.navigationStack) = ancestor.kind { return nil }
      if let spec = ancestor.presentationSpec, child.key.slot == 1 {
        if spec.isModal { return nil }
        depth += 1
        if page == nil { page = child }
      }
      child = ancestor
      current = ancestor.parent
    }
    return nil
  }

  /// The deepest screen: a pushed destination, a path value, or the root.
  private func topPage() -> (page: ViewNode, depth: Int)? {
    var best: (page: ViewNode, depth: Int)? = children.first.map { ($0, 0) }
    for (index, page) in children.enumerated().dropFirst() where index >= (best?.depth ?? 0) {
      best = (page, index)
    }
    for entry in graph.navigationPresenters {
      guard let presenter = entry.node, presenter.isMounted,
        let presented = presenter.presentedChild,
        let (_, depth) = page(containing: presenter)
      else { continue }
      if depth + 1 >= (best?.depth ?? 0) { best = (presented, depth + 1) }
    }
    return best
  }

  /// Finds the screen on top; when it changed since the last layout, focus moves to it (or
  /// back to what was focused there).
  func resolveVisiblePage() -> ViewNode? {
    let state = navigationStackState
    let top = topPage()
    if top?.page !== state.visiblePage {
      let old = state.visiblePage
      let oldDepth = state.visibleDepth
      state.visiblePage = top?.page
      state.visibleDepth = top?.depth ?? 0
      cachedLayoutChildren = nil
      defer { state.hasResolved = true }
      // The old screen may be gone already (popped screens are unmounted).
      if state.hasResolved, let new = top?.page {
        if state.visibleDepth > oldDepth {
          if let old {
            state.focusByPage[ObjectIdentifier(old)] = WeakNode(node: graph.focus.focused)
            state.coveredPages.insert(ObjectIdentifier(old))
            old.setCovered(true)
          }
          graph.focusAfterLayout = .firstIn(new)
        } else {
          if state.coveredPages.remove(ObjectIdentifier(new)) != nil { new.setCovered(false) }
          let saved = state.focusByPage.removeValue(forKey: ObjectIdentifier(new))?.node
          graph.focusAfterLayout = .restore(saved)
        }
      }
    }
    if let page = state.visiblePage {
      let bar = navigationBar(of: page)
      state.title = bar.title
      state.backButtonHidden = bar.backButtonHidden
      state.toolbar = bar.toolbar
    }
    return state.visiblePage
  }

  /// What the title bar of a screen shows: the first title and back-button setting on it.
  func navigationBar(of page: ViewNode) -> NavigationBarContent {
    var content = NavigationBarContent()
    var foundTitle = false
    var foundBack = false
    var foundToolbar = false
    func visit(_ node: ViewNode) {
      guard !(foundTitle && foundBack && foundToolbar) else { return }
      switch node.kind {
      case .modifier(.navigationBar(.title(let title))) where !foundTitle:
        content.title = title
        foundTitle = true
      case .modifier(.navigationBar(.backButtonHidden(let hidden))) where !foundBack:
        content.backButtonHidden = hidden
        foundBack = true
      case .modifier(.navigationBar(.toolbar)) where !foundToolbar:
        content.toolbar = node.children.first { $0.key.slot == 1 }
        foundToolbar = true
      case .container(.navigationStack):
        return
      default:
        break
      }
      for child in node.screenChildren { visit(child) }
    }
    visit(page)
    return content
  }

  /// The title the back button names: the title of the screen below the top one.
  private func titleBelow(_ page: ViewNode) -> Text? {
    guard let parentPage = page.parent else { return nil }
    if parentPage === self {
      let index = children.firstIndex { $0 === page } ?? 0
      return index > 0 ? navigationBar(of: children[index - 1]).title : nil
    }
    guard let below = self.page(containing: parentPage)?.page else { return nil }
    return navigationBar(of: below).title
  }

  /// The back button's label for the top screen, or nil when it has none. (The title below is
  /// read at every call: that screen is not laid out, so its changes do not reach the stack.)
  func backButtonLabel(for page: ViewNode) -> String? {
    guard let state = navigation, state.visibleDepth > 0, !state.backButtonHidden else {
      return nil
    }
    let below = titleBelow(page)?.plainString ?? ""
    return "‹ " + (below.isEmpty || below.count > 20 ? "Back" : below)
  }

  /// Goes back one screen by writing the state that pushed it.
  func popVisiblePage() {
    guard let state = navigation, let page = state.visiblePage, state.visibleDepth > 0 else {
      return
    }
    if let presenter = page.parent, presenter !== self, presenter.presentationSpec != nil {
      presenter.dismissPresentation()
      return
    }
    guard let index = children.firstIndex(where: { $0 === page }), index > 0 else { return }
    setPath(count: index - 1)
  }

  /// Pushes a value, as `NavigationLink(value:)` does.
  func push(_ value: AnyHashable) {
    guard isMounted, case .container(.navigationStack(let spec)) = kind else { return }
    if let path = spec.path {
      path.wrappedValue.append(value)
    } else {
      navigationStackState.internalPath.append(value)
      graph.markDirty(self)
    }
  }

  private func setPath(count: Int) {
    guard case .container(.navigationStack(let spec)) = kind else { return }
    if let path = spec.path {
      path.wrappedValue = Array(path.wrappedValue.prefix(count))
    } else {
      navigationStackState.internalPath = Array(navigationStackState.internalPath.prefix(count))
      graph.markDirty(self)
    }
  }

  /// Rows the title bar takes for the top screen: a title row and a rule, or none.
  private var navigationBarHeight: Int {
    guard let state = navigation else { return 0 }
    let hasBack = state.visibleDepth > 0 && !state.backButtonHidden
    return state.title != nil || state.toolbar != nil || hasBack ? 2 : 0
  }

  func navigationStackSize(_ proposal: ProposedSize) -> Size {
    guard let page = resolveVisiblePage() else { return proposal.replacingUnspecified(by: .zero) }
    let bar = navigationBarHeight
    let inner = ProposedSize(
      width: proposal.width, height: proposal.height.map { max(0, $0 - bar) })
    let ideal = page.sizeThatFits(inner)
    // A stack fills the space it is offered, like SwiftUI's.
    return Size(width: proposal.width ?? ideal.width, height: proposal.height ?? ideal.height + bar)
  }

  func placeNavigationStack(in rect: Rect) {
    guard let page = resolveVisiblePage() else { return }
    let bar = min(rect.height, navigationBarHeight)
    if let toolbar = navigationStackState.toolbar, bar > 0 {
      // Items at the right of the title row, as wide as they need (at most half the row).
      let size = toolbar.sizeThatFits(ProposedSize(width: rect.width / 2, height: 1))
      let width = min(size.width, rect.width / 2)
      toolbar.place(
        in: Rect(x: rect.maxX - width, y: rect.minY, width: width, height: min(1, size.height)))
    }
    let area = Rect(x: rect.minX, y: rect.minY + bar, width: rect.width, height: rect.height - bar)
    let size = page.sizeThatFits(ProposedSize(area.size))
    let fitted = Size(width: min(size.width, area.width), height: min(size.height, area.height))
    page.place(
      in: Rect(origin: alignedOrigin(of: fitted, in: area, alignment: .center), size: fitted))
  }

  /// Draws the title bar (back button, centred bold title, a rule) and the top screen.
  func drawNavigationStack(into canvas: inout Canvas, context: DrawContext) {
    let state = navigationStackState
    state.backButton = nil
    state.backButtonText = nil
    guard let page = state.visiblePage else { return }
    let rect = context.translated(frame)
    let resolver = StyleResolver(environment: environment)
    let hasBar = navigationBarHeight > 0 && rect.height > 0
    if hasBar {
      var back = backButtonLabel(for: page)
      let title = state.title?.plainString ?? ""
      let itemsWidth = state.toolbar.map { $0.frame.width + 1 } ?? 0
      let titleWidth = TerminalWidth.of(title)
      func titleStart(after back: String?) -> Int {
        let centred = (rect.width - min(titleWidth, rect.width)) / 2
        guard let back else { return centred }
        return max(centred, TerminalWidth.of(back) + 1)
      }
      // A long back label gives way to the title, as on iOS: it becomes "‹ Back".
      if let label = back, label != "‹ Back",
        titleStart(after: label) + titleWidth > rect.width - itemsWidth
      {
        back = "‹ Back"
      }
      if !title.isEmpty {
        var style = resolver.textStyle(TextStyle())
        style.attributes.insert(.bold)
        let start = titleStart(after: back)
        putLine(
          title, at: Point(x: rect.minX + start, y: rect.minY),
          maxWidth: max(0, rect.width - start - itemsWidth),
          style: style, into: &canvas, clip: context.clip)
      }
      if let back {
        var style = resolver.textStyle(TextStyle())
        style.foreground = resolver.cellColor(.accentColor) ?? .default
        let width = putLine(
          back, at: Point(x: rect.minX, y: rect.minY), maxWidth: rect.width, style: style,
          into: &canvas, clip: context.clip)
        state.backButton = Rect(x: rect.minX, y: rect.minY, width: width, height: 1)
        state.backButtonText = back
      }
      if rect.height > 1 {
        let ruleStyle = CellStyle(
          foreground: resolver.cellColor(.systemGray2) ?? .default, background: .default,
          attributes: [])
        for x in rect.minX..<rect.maxX {
          put(
            "─", width: 1, x: x, y: rect.minY + 1, style: ruleStyle, into: &canvas,
            clip: context.clip)
        }
      }
    }
    page.draw(into: &canvas, context: context)
    if hasBar { state.toolbar?.draw(into: &canvas, context: context) }
  }

  /// Writes a line of plain text, cut at `maxWidth` columns; returns the columns written.
  @discardableResult
  func putLine(
    _ text: String, at point: Point, maxWidth: Int, style: CellStyle, into canvas: inout Canvas,
    clip: Rect
  ) -> Int {
    var x = point.x
    for character in text {
      let width = TerminalWidth.of(character)
      guard x + width <= point.x + maxWidth else { break }
      put(character, width: width, x: x, y: point.y, style: style, into: &canvas, clip: clip)
      x += width
    }
    return x - point.x
  }
}
