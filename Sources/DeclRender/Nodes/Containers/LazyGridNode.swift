import Decl
import DeclGraph

/// `LazyVGrid`, `LazyHGrid`, `LazyVStack` and `LazyHStack`: views in lines (rows of a
/// vertical grid or stack, columns of a horizontal one) of tracks across them; a lazy stack is
/// a grid of one track as long as it is offered. Sections start a new line, their header and
/// footer spanning the grid, and can pin them in view while the section scrolls past.
///
/// When the content is a single `ForEach` and the container is in a `ScrollView` along its
/// axis, only the lines around the visible part exist as nodes, as in a lazy list
/// (`ForEachNode`): lines not measured are estimated from those that are.
package final class LazyGridNode: NodeBehavior, LazyContainerBehavior {
  struct Configuration {
    /// The axis lines follow one another along: vertical for `LazyVGrid` and `LazyVStack`.
    var axis: Axis
    /// The grid's columns (or rows); nil for a lazy stack, one track as long as offered.
    var items: [GridItem]?
    /// Where views sit in their cells, unless their track says otherwise.
    var alignment: Alignment
    /// Points between lines; nil for the stacks' default.
    var spacing: CGFloat?
    var pinnedViews: PinnedScrollableViews
  }

  private var configuration = Configuration(
    axis: .vertical, items: nil, alignment: .center, spacing: nil, pinnedViews: [])
  /// Each section's header and footer and the frame of the section, as last placed, for
  /// drawing them pinned.
  private var placedSections: [(header: ViewNode?, footer: ViewNode?, frame: Rect)] = []

  package var isTransparent: Bool { false }

  func describe(_ configuration: Configuration, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    self.configuration = configuration
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  /// Realizes its `ForEach` lazily inside a scroll view along its axis, unless it pins
  /// section headers or footers, whose sections it then lays out line by line.
  func realizesLazily(_ node: ViewNode) -> Bool {
    guard configuration.pinnedViews.isEmpty else { return false }
    var ancestor = node.parent
    while let current = ancestor {
      if let scroll = current.behavior(ScrollViewNode.self) {
        return scroll.axes.contains(configuration.axis == .vertical ? .vertical : .horizontal)
      }
      ancestor = current.parent
    }
    return false
  }

  private var axis: Axis { configuration.axis }

  private func lineSpacing(_ node: ViewNode) -> Int {
    configuration.spacing.map { max(0, node.environment.pointScale.cells($0, along: axis)) }
      ?? StackLayoutAlgorithm.defaultSpacing(axis)
  }

  // MARK: Content

  /// A run of views in the grid: a section, with its header and footer, or the views between
  /// sections.
  private struct Group {
    var section: ViewNode?
    var header: ViewNode?
    var items: [ViewNode]
    var footer: ViewNode?
  }

  private func groups(_ node: ViewNode) -> [Group] {
    var groups: [Group] = []
    var loose: [ViewNode] = []
    for unit in node.layoutChildren {
      // Lines follow one another along the axis: a divider between them runs across.
      unit.layout.stackAxis = axis
      guard unit.behavior is SectionNode else {
        loose.append(unit)
        continue
      }
      if !loose.isEmpty { groups.append(Group(items: loose)) }
      loose = []
      let items = unit.content.map { $0.behavior.isTransparent ? $0.layoutChildren : [$0] } ?? []
      for item in items { item.layout.stackAxis = axis }
      groups.append(
        Group(
          section: unit, header: unit.child(.header), items: items, footer: unit.child(.footer)))
    }
    if !loose.isEmpty { groups.append(Group(items: loose)) }
    return groups
  }

  // MARK: Tracks

  /// The tracks across the grid for `minor` cells (nil: the ideal): a grid's items, or a
  /// stack's one track.
  private func tracks(_ node: ViewNode, minor: Int?, views: [ViewNode]) -> [GridTrack] {
    let idealProposal = ProposedSize(axis: axis, major: nil, minor: nil)
    func ideal() -> Int {
      views.map { $0.sizeThatFits(idealProposal)[axis.other] }.max() ?? 0
    }
    guard let items = configuration.items else {
      return [GridTrack(size: minor ?? ideal(), spacingAfter: 0, alignment: nil)]
    }
    return GridTrack.resolve(
      items, length: minor, ideal: minor == nil ? ideal() : 0, axis: axis.other,
      scale: node.environment.pointScale)
  }

  /// The length of a line of `views` along the axis, each in its track.
  private func lineLength(_ views: ArraySlice<ViewNode>, tracks: [GridTrack]) -> Int {
    zip(views, tracks).map { view, track in
      view.sizeThatFits(ProposedSize(axis: axis, major: nil, minor: track.size))[axis]
    }.max() ?? 0
  }

  /// The length of a header or footer across `minor` cells.
  private func spanLength(_ view: ViewNode, minor: Int) -> Int {
    view.sizeThatFits(ProposedSize(axis: axis, major: nil, minor: minor))[axis]
  }

  // MARK: Sizing

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    if let source = ForEachNode.lazySource(in: node) {
      let tracks = tracks(node, minor: proposal[axis.other], views: source.node.children)
      let lines = lazyLines(source, tracks: tracks, spacing: lineSpacing(node))
      return Size(axis: axis, major: lines.total, minor: minorLength(proposal, tracks))
    }
    let groups = groups(node)
    let tracks = tracks(node, minor: proposal[axis.other], views: groups.flatMap(\.items))
    let minor = minorLength(proposal, tracks)
    let spacing = lineSpacing(node)
    var lengths: [Int] = []
    for group in groups {
      if let header = group.header { lengths.append(spanLength(header, minor: minor)) }
      for start in stride(from: 0, to: group.items.count, by: max(1, tracks.count)) {
        lengths.append(lineLength(group.items[start...], tracks: tracks))
      }
      if let footer = group.footer { lengths.append(spanLength(footer, minor: minor)) }
    }
    let major = lengths.reduce(0, +) + spacing * max(0, lengths.count - 1)
    return Size(axis: axis, major: major, minor: minor)
  }

  /// The grid's length across: its tracks, or a stack's whole proposal.
  private func minorLength(_ proposal: ProposedSize, _ tracks: [GridTrack]) -> Int {
    configuration.items == nil
      ? (proposal[axis.other] ?? tracks.first?.size ?? 0) : GridTrack.length(of: tracks)
  }

  // MARK: Placing

  package func place(_ node: ViewNode, in rect: Rect) {
    placedSections = []
    let proposal = node.currentProposal ?? ProposedSize(rect.size)
    if let source = ForEachNode.lazySource(in: node) {
      placeLazily(source, node: node, in: rect, minor: proposal[axis.other])
      return
    }
    let groups = groups(node)
    let tracks = tracks(node, minor: proposal[axis.other], views: groups.flatMap(\.items))
    let minor = minorLength(proposal, tracks)
    let spacing = lineSpacing(node)
    var position = rect.origin[axis]
    var isFirstLine = true
    /// Places a header or footer across the grid; returns its frame.
    func placeSpan(_ view: ViewNode) -> Rect {
      if !isFirstLine { position += spacing }
      isFirstLine = false
      let length = spanLength(view, minor: minor)
      let line = lineRect(rect, at: position, length: length, minor: minor)
      let proposal = ProposedSize(axis: axis, major: nil, minor: minor)
      view.placeAligned(
        in: line, alignment: configuration.alignment, scale: node.environment.pointScale,
        proposal: proposal)
      position += length
      return line
    }
    for group in groups {
      let start = position + (isFirstLine ? 0 : spacing)
      let header = group.header.map(placeSpan)
      for first in stride(from: 0, to: group.items.count, by: max(1, tracks.count)) {
        let line = group.items[first..<min(group.items.count, first + max(1, tracks.count))]
        if !isFirstLine { position += spacing }
        isFirstLine = false
        let length = lineLength(line, tracks: tracks)
        placeLine(line, tracks: tracks, in: rect, at: position, length: length, node: node)
        position += length
      }
      let footer = group.footer.map(placeSpan)
      guard let section = group.section else { continue }
      // The section's own frame, which layout looks through to its lines.
      let frame = lineRect(rect, at: start, length: max(0, position - start), minor: minor)
      section.layout.frame = frame
      section.layout.isPlaced = true
      if header != nil || footer != nil {
        placedSections.append((group.header, group.footer, frame))
      }
    }
  }

  /// The rectangle of a line at `position` along the axis, `length` long.
  private func lineRect(_ rect: Rect, at position: Int, length: Int, minor: Int) -> Rect {
    axis == .vertical
      ? Rect(x: rect.minX, y: position, width: minor, height: length)
      : Rect(x: position, y: rect.minY, width: length, height: minor)
  }

  /// Places a line of views, each aligned in its track.
  private func placeLine(
    _ views: ArraySlice<ViewNode>, tracks: [GridTrack], in rect: Rect, at position: Int,
    length: Int, node: ViewNode
  ) {
    var across = rect.origin[axis.other]
    for (view, track) in zip(views, tracks) {
      let cell =
        axis == .vertical
        ? Rect(x: across, y: position, width: track.size, height: length)
        : Rect(x: position, y: across, width: length, height: track.size)
      let proposal = ProposedSize(axis: axis, major: nil, minor: track.size)
      view.placeAligned(
        in: cell, alignment: track.alignment ?? configuration.alignment,
        scale: node.environment.pointScale, proposal: proposal)
      across += track.size + track.spacingAfter
    }
  }

  // MARK: Laziness

  /// The lines of a lazy grid: the realized ones measured, the others estimated.
  private struct LazyLines {
    /// The first realized line, and the lengths of the realized lines.
    var first: Int
    var lengths: [Int]
    var estimate: Int
    var count: Int
    var spacing: Int

    /// Where line `line` starts, from the grid's start.
    func start(of line: Int) -> Int {
      let pitch = estimate + spacing
      if line <= first { return line * pitch }
      let realized = min(line - first, lengths.count)
      var position = first * pitch + lengths[..<realized].reduce(0, +) + realized * spacing
      position += (line - first - realized) * pitch
      return position
    }

    var total: Int { count == 0 ? 0 : start(of: count) - spacing }
  }

  private func lazyLines(
    _ source: (node: ViewNode, rows: ForEachNode), tracks: [GridTrack], spacing: Int
  ) -> LazyLines {
    let perLine = max(1, tracks.count)
    let window = source.rows.lazyWindow ?? 0..<0
    let children = source.node.children
    var lengths: [Int] = []
    var index = 0
    // The window may start inside a line: its first line holds fewer views.
    while index < children.count {
      let column = (window.lowerBound + index) % perLine
      let line = children[index..<min(children.count, index + perLine - column)]
      lengths.append(lineLength(line, tracks: Array(tracks[column...])))
      index += line.count
    }
    let measured = lengths.reduce(0, +)
    let estimate = lengths.isEmpty ? 1 : max(1, (measured + lengths.count / 2) / lengths.count)
    let count = (source.rows.rowCount + perLine - 1) / perLine
    return LazyLines(
      first: window.lowerBound / perLine, lengths: lengths, estimate: estimate, count: count,
      spacing: spacing)
  }

  /// Places a lazy grid's realized views and asks for the lines the scroll position needs.
  private func placeLazily(
    _ source: (node: ViewNode, rows: ForEachNode), node: ViewNode, in rect: Rect, minor: Int?
  ) {
    let tracks = tracks(node, minor: minor, views: source.node.children)
    let perLine = max(1, tracks.count)
    let lines = lazyLines(source, tracks: tracks, spacing: lineSpacing(node))
    let window = source.rows.lazyWindow ?? 0..<0
    let children = source.node.children
    var index = 0
    var line = lines.first
    while index < children.count {
      let column = (window.lowerBound + index) % perLine
      let views = children[index..<min(children.count, index + perLine - column)]
      let length = lines.lengths[line - lines.first]
      placeLine(
        views, tracks: Array(tracks[column...]), in: rect,
        at: rect.origin[axis] + lines.start(of: line), length: length, node: node)
      index += views.count
      line += 1
    }
    requestVisibleLines(source, lines: lines, perLine: perLine, node: node, rect: rect)
  }

  /// Asks for the window of views that covers the lines in view of the scroll view, with a
  /// margin, when the realized ones do not.
  private func requestVisibleLines(
    _ source: (node: ViewNode, rows: ForEachNode), lines: LazyLines, perLine: Int,
    node: ViewNode, rect: Rect
  ) {
    guard let viewport = enclosingScrollView(of: node)?.frame else { return }
    let pitch = lines.estimate + lines.spacing
    let visibleStart = max(0, viewport.origin[axis] - rect.origin[axis])
    let first = visibleStart / pitch
    let last = (visibleStart + viewport.size[axis]) / pitch + 1
    let count = source.rows.rowCount
    let window = source.rows.lazyWindow ?? 0..<0
    let margin = ForEachNode.lazyMargin
    let needed =
      min(count, max(0, first - margin) * perLine)..<min(count, (last + margin) * perLine)
    guard needed.lowerBound < window.lowerBound || needed.upperBound > window.upperBound
    else { return }
    let slack = margin + ForEachNode.lazySlack
    source.rows.requestedWindow =
      min(count, max(0, first - slack) * perLine)..<min(count, (last + slack) * perLine)
    node.graph.layoutPass.lazySourcesToRealize.append(source.node)
  }

  private func enclosingScrollView(of node: ViewNode) -> ViewNode? {
    node.ancestor(with: ScrollViewNode.self)
  }

  // MARK: Drawing

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawChildren(into: &drawing, context: context)
    guard !configuration.pinnedViews.isEmpty else { return }
    for section in placedSections {
      let frame = context.translated(section.frame)
      if configuration.pinnedViews.contains(.sectionHeaders), let header = section.header {
        let rect = context.translated(header.frame)
        // Scrolled past the top of the view while its section is still in view: it stays at
        // the top, pushed up by the section's end.
        let top = context.clip.origin[axis]
        if rect.origin[axis] < top, frame.origin[axis] + frame.size[axis] > top {
          let target = min(top, frame.origin[axis] + frame.size[axis] - rect.size[axis])
          drawPinned(header, by: target - rect.origin[axis], into: &drawing, context: context)
        }
      }
      if configuration.pinnedViews.contains(.sectionFooters), let footer = section.footer {
        let rect = context.translated(footer.frame)
        let bottom = context.clip.origin[axis] + context.clip.size[axis]
        if rect.origin[axis] + rect.size[axis] > bottom, frame.origin[axis] < bottom {
          let target = max(bottom - rect.size[axis], frame.origin[axis])
          drawPinned(footer, by: target - rect.origin[axis], into: &drawing, context: context)
        }
      }
    }
  }

  /// Draws a header or footer again, moved by `shift` cells along the axis, over a blank
  /// line so the content scrolling under it does not show through.
  private func drawPinned(
    _ view: ViewNode, by shift: Int, into drawing: inout FrameDrawing, context: DrawContext
  ) {
    var moved = context
    moved.offset[axis] += shift
    let line = moved.translated(view.frame)
    let across =
      axis == .vertical
      ? Rect(x: context.clip.minX, y: line.minY, width: context.clip.width, height: line.height)
      : Rect(x: line.minX, y: context.clip.minY, width: line.width, height: context.clip.height)
    drawing.canvas.fill(across.intersection(context.clip), style: .plain)
    view.draw(into: &drawing, context: moved)
  }
}

/// A container that may realize its only `ForEach` lazily: a list, a lazy stack or grid.
@MainActor
protocol LazyContainerBehavior: NodeBehavior {
  /// Whether the container realizes only the views in view, where it is now.
  func realizesLazily(_ node: ViewNode) -> Bool
}

extension ListNode: LazyContainerBehavior {
  func realizesLazily(_ node: ViewNode) -> Bool { true }
}

extension Point {
  /// The coordinate along `axis`.
  fileprivate subscript(axis: Axis) -> Int {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }
}

extension LazyVGrid: PrimitiveNodeView {
  package func makeBehavior() -> LazyGridNode { LazyGridNode() }

  package func describe(to behavior: LazyGridNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(
      .init(
        axis: .vertical, items: columns,
        alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
        pinnedViews: pinnedViews), content: content, in: node)
  }
}

extension LazyHGrid: PrimitiveNodeView {
  package func makeBehavior() -> LazyGridNode { LazyGridNode() }

  package func describe(to behavior: LazyGridNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(
      .init(
        axis: .horizontal, items: rows,
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        pinnedViews: pinnedViews), content: content, in: node)
  }
}

extension LazyVStack: PrimitiveNodeView {
  package func makeBehavior() -> LazyGridNode { LazyGridNode() }

  package func describe(to behavior: LazyGridNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(
      .init(
        axis: .vertical, items: nil,
        alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
        pinnedViews: pinnedViews), content: content, in: node)
  }
}

extension LazyHStack: PrimitiveNodeView {
  package func makeBehavior() -> LazyGridNode { LazyGridNode() }

  package func describe(to behavior: LazyGridNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(
      .init(
        axis: .horizontal, items: nil,
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
        pinnedViews: pinnedViews), content: content, in: node)
  }
}
