import Decl

// Layout entry points on nodes: the proposal/response model of SwiftUI in whole cells.
// A parent proposes a size, the child answers with the size it wants (`sizeThatFits`), and the
// parent then places it (`place(in:)`). Answers are cached per node and proposal until the
// node or something below it changes (`invalidateLayout`).

extension ViewNode {
  /// Forgets layout results that depended on this node's old description.
  ///
  /// Sizes are cached per node and proposal across frames, so every ancestor's answers go
  /// too: they were computed from this node's. The walk stops at a measured ancestor with
  /// nothing cached: invalidation always reaches the root, so everything above it is empty.
  func invalidateLayout() {
    cachedLayoutChildren = nil
    preparedText = nil
    sizeCache.removeAll(keepingCapacity: true)
    stackDistributions.removeAll(keepingCapacity: true)
    placementValid = false
    // Transparent ancestors (and the first container above them) flattened this node's
    // children into their own lists.
    var ancestor = key.slot == 1 && layoutParent !== parent ? nil : parent
    while let node = ancestor, node.cachedLayoutChildren != nil {
      node.cachedLayoutChildren = nil
      guard node.kind.isTransparent else { break }
      ancestor = node.parent
    }
    ancestor = layoutParent
    while let node = ancestor {
      // Nodes flattened into a container's list are never measured themselves, so an empty
      // cache there says nothing about the nodes above.
      let wasMeasured = !node.sizeCache.isEmpty || !node.stackDistributions.isEmpty
      guard wasMeasured || node.kind.isTransparent else { break }
      node.sizeCache.removeAll(keepingCapacity: true)
      node.stackDistributions.removeAll(keepingCapacity: true)
      node.placementValid = false
      ancestor = node.layoutParent
    }
  }

  /// The node whose layout depends on this one's: the parent, except for presented content,
  /// which a navigation stack lays out as a screen (or the graph as a modal layer).
  private var layoutParent: ViewNode? {
    guard let parent, key.slot == 1 else { return parent }
    if case .modifier(.navigationBar(.toolbar)) = parent.kind {
      return parent.enclosingNavigationStack
    }
    guard let spec = parent.presentationSpec else { return parent }
    return spec.isModal ? nil : parent.enclosingNavigationStack
  }

  /// The nodes a container lays out: its children, looking through transparent nodes.
  var layoutChildren: [ViewNode] {
    if let cached = cachedLayoutChildren { return cached }
    var units: [ViewNode] = []
    for child in screenChildren { child.appendLayoutUnits(to: &units) }
    cachedLayoutChildren = units
    return units
  }

  private func appendLayoutUnits(to units: inout [ViewNode]) {
    if kind.isTransparent {
      for child in screenChildren { child.appendLayoutUnits(to: &units) }
    } else {
      units.append(self)
    }
  }

  /// The size this node wants for a proposal.
  func sizeThatFits(_ proposal: ProposedSize) -> Size {
    lastProposal = proposal
    lastProposalGeneration = graph.layoutGeneration
    if let cached = sizeCache[proposal] {
      graph.stats.layoutCacheHits += 1
      return cached
    }
    graph.stats.layoutCacheMisses += 1
    let size = computeSize(proposal)
    sizeCache[proposal] = size
    return size
  }

  private func computeSize(_ proposal: ProposedSize) -> Size {
    switch kind {
    case .composite, .customModifier, .transparent:
      let units = layoutChildren
      if units.count == 1 { return units[0].sizeThatFits(proposal) }
      return StackLayout.implicit.sizeThatFits(units, proposal, memo: self)
    case .text:
      return textLayout.size(for: proposal)
    case .fill:
      return proposal.replacingUnspecified(by: Size(width: 1, height: 1))
    case .spacer(let minLength):
      return SpacerLayout(minLength: minLength, axis: stackAxis).size(for: proposal)
    case .divider:
      return (stackAxis ?? .vertical) == .vertical
        ? Size(width: proposal.width ?? 1, height: 1) : Size(width: 1, height: proposal.height ?? 1)
    case .image(let image):
      return Size(width: TerminalWidth.of(image.glyph), height: 1)
    case .container(let container):
      return containerSize(container, proposal)
    case .modifier(let modifier):
      return ModifierLayout(modifier: modifier).size(for: proposal, content: children[0])
    case .control(let control):
      return controlSize(control, proposal)
    }
  }

  /// Places this node's frame and lays out its children inside it. Placing a subtree again at
  /// the same frame, with nothing below changed, is skipped.
  func place(in rect: Rect) {
    if placementValid, frame == rect { return }
    defer { placementValid = true }
    frame = rect
    switch kind {
    case .composite, .customModifier, .transparent:
      let units = layoutChildren
      if units.count == 1 {
        // Each transparent node on the way down takes the same frame, so it can paint it
        // (a colour scheme's background) and report it.
        for child in screenChildren { child.place(in: rect, answering: currentProposal) }
      } else {
        StackLayout.implicit.place(units, in: rect, memo: self)
      }
    case .text, .fill, .spacer, .divider, .image:
      break
    case .container(let container):
      placeContainer(container, in: rect)
    case .modifier(let modifier):
      ModifierLayout(modifier: modifier).place(children, in: rect)
    case .control(let control):
      placeControl(control, in: rect)
    }
  }

  /// The proposal this node was asked about in the current pass, if it was asked.
  var currentProposal: ProposedSize? {
    lastProposalGeneration == graph.layoutGeneration ? lastProposal : nil
  }

  /// Places a child measured for `proposal` (its parent's own, or derived from it) and records
  /// that proposal: a cached answer up the tree means the child was not asked this pass, and a
  /// stack inside needs it to pick the distribution behind its size.
  func place(in rect: Rect, answering proposal: ProposedSize?) {
    if let proposal {
      lastProposal = proposal
      lastProposalGeneration = graph.layoutGeneration
    }
    place(in: rect)
  }

  /// The layout priority a stack gives this node.
  var layoutPriority: Double {
    if case .modifier(.layoutPriority(let priority)) = kind { return priority }
    return 0
  }

  /// Whether this node is a `Spacer`, which takes no stack spacing next to it.
  var isSpacer: Bool {
    if case .spacer = kind { return true }
    return false
  }
}

/// Where a child of `size` goes inside `rect` for an alignment.
func alignedOrigin(of size: Size, in rect: Rect, alignment: Alignment) -> Point {
  Point(
    x: rect.minX + offset(free: rect.width - size.width, alignment.horizontal.value),
    y: rect.minY + offset(free: rect.height - size.height, alignment.vertical.value))
}

/// The offset of a child in `free` extra cells for a horizontal alignment.
func offset(free: Int, _ alignment: HorizontalAlignment.Value) -> Int {
  switch alignment {
  case .leading: 0
  case .center: free / 2
  case .trailing: free
  }
}

/// The offset of a child in `free` extra cells for a vertical alignment.
func offset(free: Int, _ alignment: VerticalAlignment.Value) -> Int {
  switch alignment {
  case .top: 0
  case .center: free / 2
  case .bottom: free
  }
}
