import Decl

// Layout entry points on nodes: SwiftUI's proposal/response model in whole cells. A parent
// proposes a size, the child answers with the size it wants (`sizeThatFits`), and the parent
// then places it (`place(in:proposal:)`). Answers are cached per node and proposal until the
// node or something below it changes (`invalidateLayout`). Nodes are the subview proxies of
// every layout, built-in or a user's.

/// A node's layout: this pass's frame and proposal, and what is cached across passes.
package struct NodeLayout {
  package var frame = Rect.zero
  /// Answers per proposal, until something below changes.
  package var sizes = SizeCache()
  /// The proposal this node was last asked about, in pass `proposalGeneration`: the parent
  /// places it right after.
  package var proposal: ProposedSize?
  var proposalGeneration = 0
  /// The layout units below this node, looking through transparent nodes; nil until needed.
  package var units: [ViewNode]?
  /// The same units as a layout's subviews.
  package var subviews: LayoutSubviews?
  /// Whether this node's subtree is placed for `frame` and nothing below changed since.
  package var isPlaced = false
  /// The axis of the stack that lays this node out (dividers and spacers follow it).
  package var stackAxis: Axis?
  /// The cache of the layout this node runs (a stack's distributions), and whether its
  /// subviews changed since it was last brought up to date.
  package var layoutCache: AnyObject?
  var layoutCacheIsStale = false

  /// Drops what this node's own description decided.
  package mutating func reset() {
    units = nil
    subviews = nil
    sizes.removeAll()
    isPlaced = false
    layoutCacheIsStale = true
  }

  /// Drops answers that depended on a descendant.
  mutating func invalidateAnswers() {
    sizes.removeAll()
    isPlaced = false
    layoutCacheIsStale = true
  }
}

/// A layout's cache, kept by the node that runs the layout.
package final class LayoutCacheBox<Cache> {
  package var value: Cache

  package init(_ value: Cache) { self.value = value }
}

extension ViewNode: LayoutSubviewProxy {
  package var frame: Rect { layout.frame }

  /// The size this node wants for a proposal.
  package func sizeThatFits(_ proposal: ProposedSize) -> Size {
    layout.proposal = proposal
    layout.proposalGeneration = graph.layoutPass.layoutGeneration
    if let cached = layout.sizes[proposal] {
      graph.diagnostics.stats.layoutCacheHits += 1
      return cached
    }
    graph.diagnostics.stats.layoutCacheMisses += 1
    let size = behavior.sizeThatFits(proposal, node: self)
    layout.sizes.insert(size, for: proposal)
    return size
  }

  /// Places this node's frame and lays out its children inside it, measured for `proposal`
  /// (the parent's own proposal, or derived from it; nil when not known). Placing a subtree
  /// again at the same frame, with nothing below changed, is skipped.
  package func place(in rect: Rect, proposal: ProposedSize?) {
    if let proposal {
      layout.proposal = proposal
      layout.proposalGeneration = graph.layoutPass.layoutGeneration
    }
    if layout.isPlaced, layout.frame == rect { return }
    layout.frame = rect
    behavior.place(self, in: rect)
    layout.isPlaced = true
  }

  package func place(in rect: Rect, proposal: ProposedSize) {
    place(in: rect, proposal: Optional(proposal))
  }

  /// The size of a frame with fixed lengths (in cells) where given, and this node's size for
  /// the rest of the proposal where not: how `frame(width:height:)` and its relatives size
  /// the content they hold.
  package func size(inFrameWidth width: Int?, height: Int?, proposal: ProposedSize) -> Size {
    if let width, let height { return Size(width: width, height: height) }
    let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    let size = sizeThatFits(inner)
    return Size(width: width ?? size.width, height: height ?? size.height)
  }

  /// Places this node at its size for `proposal` (by default `rect`'s size), aligned in `rect`.
  package func placeAligned(
    in rect: Rect, alignment: Alignment, scale: PointScale = .terminal,
    proposal: ProposedSize? = nil
  ) {
    let proposal = proposal ?? ProposedSize(rect.size)
    let size = sizeThatFits(proposal)
    place(
      in: Rect(
        origin: alignedOrigin(of: size, in: rect, alignment: alignment, scale: scale), size: size),
      proposal: proposal)
  }

  /// The proposal this node was asked about in the current pass, if it was asked.
  package var currentProposal: ProposedSize? {
    layout.proposalGeneration == graph.layoutPass.layoutGeneration ? layout.proposal : nil
  }

  package var layoutPriority: Double { behavior.subviewTraits?.layoutPriority ?? 0 }

  package var isSpacer: Bool { behavior.subviewTraits?.isSpacer ?? false }

  /// The value of a layout value key set on this subview: the outermost `layoutValue` for
  /// the key, looking in through the modifiers the subview is made of.
  package func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
    var node: ViewNode? = self
    while let current = node {
      if let traits = current.behavior.subviewTraits,
        let value = traits.layoutValue(for: key)
      {
        return value
      }
      node = current.children.count == 1 ? current.children[0] : nil
    }
    return K.defaultValue
  }

  /// The nodes a container lays out: its children, looking through transparent nodes.
  package var layoutChildren: [ViewNode] {
    if let cached = layout.units { return cached }
    var units: [ViewNode] = []
    for child in screenChildren { child.appendLayoutUnits(to: &units) }
    layout.units = units
    return units
  }

  /// The layout children as the subviews a layout places.
  package var subviews: LayoutSubviews {
    if let cached = layout.subviews { return cached }
    let scale = environment.pointScale
    // A loop, not `map`: a main-actor closure checks the executor at every call.
    let children = layoutChildren
    var proxies: [LayoutSubview] = []
    proxies.reserveCapacity(children.count)
    for child in children { proxies.append(LayoutSubview(child, scale: scale)) }
    let made = LayoutSubviews(proxies, scale: scale)
    layout.subviews = made
    return made
  }

  private func appendLayoutUnits(to units: inout [ViewNode]) {
    if behavior.isTransparent {
      for child in screenChildren { child.appendLayoutUnits(to: &units) }
    } else {
      units.append(self)
    }
  }

  /// The cache of the layout this node runs, made or brought up to date for its subviews. In
  /// a box, so the layout updates it in place (a cast of a class reference is a pointer
  /// comparison; a cast of `Any` looked up conformances).
  package func layoutCache<C: CellLayout>(for layout: C) -> LayoutCacheBox<C.CellCache> {
    if let box = self.layout.layoutCache as? LayoutCacheBox<C.CellCache> {
      if self.layout.layoutCacheIsStale {
        layout.updateCellCache(&box.value, subviews: subviews)
        self.layout.layoutCacheIsStale = false
      }
      return box
    }
    self.layout.layoutCacheIsStale = false
    let box = LayoutCacheBox(layout.makeCellCache(subviews: subviews))
    self.layout.layoutCache = box
    return box
  }

  /// Asks `layout` for this node's size, with the node's subviews and cache.
  package func size<C: CellLayout>(of layout: C, _ proposal: ProposedSize) -> Size {
    let axis = layout.stackOrientation
    let units = layoutChildren
    for unit in units where unit.layout.stackAxis != axis { unit.layout.stackAxis = axis }
    let box = layoutCache(for: layout)
    return layout.sizeThatFits(cells: proposal, subviews: subviews, cache: &box.value)
  }

  /// Has `layout` place this node's subviews in `rect`.
  package func place<C: CellLayout>(with layout: C, in rect: Rect) {
    let box = layoutCache(for: layout)
    layout.placeSubviews(
      cells: rect, proposal: currentProposal ?? ProposedSize(rect.size), subviews: subviews,
      cache: &box.value)
  }

  /// The size of a transparent node asked directly: its one unit's, or its units in a column.
  package func implicitColumnSize(_ proposal: ProposedSize) -> Size {
    let units = layoutChildren
    if units.count == 1 { return units[0].sizeThatFits(proposal) }
    return size(of: VStackLayout(spacing: 0), proposal)
  }

  /// Places a transparent node's units: each transparent node on the way down to a single
  /// unit takes the same frame, so it can paint it (a colour scheme's background) and report it.
  package func placeImplicitColumn(in rect: Rect) {
    if layoutChildren.count == 1 {
      for child in screenChildren { child.place(in: rect, proposal: currentProposal) }
    } else {
      place(with: VStackLayout(spacing: 0), in: rect)
    }
  }

  /// Forgets layout results that depended on this node's old description.
  ///
  /// Sizes are cached per node and proposal across frames, so every ancestor's answers go
  /// too: they were computed from this node's. The walk stops at a measured ancestor with
  /// nothing cached: invalidation always reaches the root, so everything above it is empty.
  package func invalidateLayout() {
    layout.reset()
    behavior.invalidateLayout()
    // Transparent ancestors (and the first container above them) flattened this node's
    // children into their own lists.
    var ancestor = isLaidOutByParent ? parent : nil
    while let node = ancestor, node.layout.units != nil {
      node.layout.units = nil
      node.layout.subviews = nil
      guard node.behavior.isTransparent else { break }
      ancestor = node.parent
    }
    ancestor = layoutParent
    while let node = ancestor {
      // Nodes flattened into a container's list are never measured themselves, so an empty
      // cache there says nothing about the nodes above.
      let wasMeasured =
        !node.layout.sizes.isEmpty
        || (node.layout.layoutCache != nil && !node.layout.layoutCacheIsStale)
      guard wasMeasured || node.behavior.isTransparent else { break }
      node.layout.invalidateAnswers()
      ancestor = node.layoutParent
    }
  }

  /// Makes the next layout place this node again, and its ancestors on the way to it.
  package func invalidatePlacement() {
    // All the way up: nodes flattened into a container's list are never placed themselves,
    // so an invalid one says nothing about those above it.
    var node: ViewNode? = self
    while let current = node {
      current.layout.isPlaced = false
      node = current.parent
    }
  }

  /// Whether the parent lays this node out as part of its own screen (a presented view and a
  /// toolbar's items are laid out elsewhere).
  private var isLaidOutByParent: Bool {
    key.role != .presented && key.role != .toolbarItems
  }

  /// The node whose layout depends on this one's: the parent, except for presented content,
  /// which a navigation stack lays out as a screen (or the graph as a modal layer), and
  /// toolbar items, which the navigation stack lays out in its title bar.
  private var layoutParent: ViewNode? {
    guard let parent, !isLaidOutByParent else { return parent }
    if key.role == .toolbarItems { return parent.enclosingNavigationStack }
    guard let presentation = parent.presentation else {
      return parent
    }
    return presentation.isModal ? nil : parent.enclosingNavigationStack
  }
}
