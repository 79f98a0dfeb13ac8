import Foundation

/// Lays subviews out along an axis, as `VStack` and `HStack` do, in whole cells.
///
/// Space goes to subviews by layout priority, highest first, and within a priority to the
/// least flexible subview first (flexibility = largest size − smallest size along the axis);
/// each gets an equal share of what is left, and takes what it needs of it. Spacers come last
/// in their priority and share what the views left, so `HStack { Text(long); Spacer() }` gives
/// the text the whole row, as SwiftUI does.
@MainActor
package struct StackLayoutAlgorithm {
  package let axis: Axis
  /// The guide the subviews line up on across the axis (a `VStack`'s horizontal alignment).
  package let guide: AlignmentGuide
  package let spacing: Int

  package init(axis: Axis, guide: AlignmentGuide, spacing: Int) {
    self.axis = axis
    self.guide = guide
    self.spacing = spacing
  }

  /// A stack centring its subviews across the axis.
  package init(axis: Axis, spacing: Int) {
    self.init(
      axis: axis, guide: axis == .horizontal ? .vertical(.center) : .horizontal(.center),
      spacing: spacing)
  }

  /// The column Decl puts between several views that have no stack of their own.
  package static let implicit = StackLayoutAlgorithm(axis: .vertical, spacing: 0)

  /// Default spacing: one column between views across, no blank rows down.
  package nonisolated static func defaultSpacing(_ axis: Axis) -> Int {
    axis == .horizontal ? 1 : 0
  }

  package func sizeThatFits(
    _ subviews: LayoutSubviews, _ proposal: ProposedSize, cache: StackLayoutCache
  ) -> Size {
    guard !subviews.isEmpty else { return .zero }
    let distribution = distribute(subviews, proposal, cache: cache)
    let size = total(subviews, distribution)
    cache.record(distribution, size: size, for: proposal)
    return size
  }

  private func total(_ subviews: LayoutSubviews, _ distribution: StackDistribution) -> Size {
    var major = totalSpacing(subviews)
    var minor = 0
    for size in distribution.sizes {
      major += size[axis]
      minor = max(minor, size[axis.other])
    }
    if let guided = guidedOffsets(subviews, distribution) { minor = guided.extent }
    return Size(axis: axis, major: major, minor: minor)
  }

  /// Where each subview goes across the axis when they line up on their guides.
  private func guidedOffsets(_ subviews: LayoutSubviews, _ distribution: StackDistribution)
    -> (offsets: [Int], extent: Int)?
  {
    Decl.guidedOffsets(
      subviews, sizes: distribution.sizes, proposals: distribution.proposals, guide: guide)
  }

  /// Where the stack's subviews set `key`, a custom guide, averaged, in points from the
  /// stack's origin (as SwiftUI's stacks pass their subviews' custom guides up); nil when none
  /// sets it.
  package func explicitGuide(
    _ key: AlignmentGuide, _ subviews: LayoutSubviews, proposal: ProposedSize,
    cache: StackLayoutCache
  ) -> CGFloat? {
    guard key.isCustom, !subviews.isEmpty else { return nil }
    let distribution =
      cache.entry(for: proposal)?.distribution ?? distribute(subviews, proposal, cache: cache)
    let guided = guidedOffsets(subviews, distribution)
    let scale = subviews.scale
    var position = 0
    var values: [CGFloat] = []
    for (index, subview) in subviews.enumerated() {
      let size = distribution.sizes[index]
      if let value = subview.proxy.explicitGuide(
        key, size: size, proposal: distribution.proposals[index])
      {
        let origin = key.axis == axis ? position : (guided?.offsets[index] ?? 0)
        values.append(scale.points(origin, along: key.axis) + value)
      }
      position += size[axis]
      if index + 1 < subviews.count {
        position += spacing(between: subview, and: subviews[index + 1])
      }
    }
    guard !values.isEmpty else { return nil }
    return values.reduce(0, +) / CGFloat(values.count)
  }

  /// Places the subviews in `rect`, which the stack answered for `proposal`.
  package func place(
    _ subviews: LayoutSubviews, in rect: Rect, proposal: ProposedSize, cache: StackLayoutCache
  ) {
    guard !subviews.isEmpty else { return }
    // Placed at a size it answered for some proposal: keep the distribution behind that
    // answer rather than dividing the (smaller) final size again.
    let distribution =
      cache.remembered(size: rect.size, proposal: proposal)
      ?? distribute(subviews, ProposedSize(rect.size), cache: cache)
    let sizes = distribution.sizes
    let guided = guidedOffsets(subviews, distribution)
    // Lined up on guides, the subviews keep their offsets as one block, placed in the stack's
    // frame as a single view would be.
    let blockOffset = guided.map { guide.offset(free: rect.size[axis.other] - $0.extent) } ?? 0
    var position = axis == .horizontal ? rect.minX : rect.minY
    for (index, subview) in subviews.enumerated() {
      let size = sizes[index]
      let minorOffset =
        guided.map { blockOffset + $0.offsets[index] }
        ?? guide.offset(free: rect.size[axis.other] - size[axis.other])
      let origin =
        axis == .horizontal
        ? Point(x: position, y: rect.minY + minorOffset)
        : Point(x: rect.minX + minorOffset, y: position)
      // Placed as it was measured: the subview is told the proposal behind its size, which a
      // cached answer up the tree did not ask again this pass.
      subview.place(
        in: Rect(origin: origin, size: size), proposal: distribution.proposals[index])
      position += size[axis]
      if index + 1 < subviews.count {
        position += spacing(between: subview, and: subviews[index + 1])
      }
    }
  }

  private func spacing(between first: LayoutSubview, and second: LayoutSubview) -> Int {
    first.isSpacer || second.isSpacer ? 0 : spacing
  }

  private func totalSpacing(_ subviews: LayoutSubviews) -> Int {
    var total = 0
    for index in subviews.indices.dropLast() {
      total += spacing(between: subviews[index], and: subviews[index + 1])
    }
    return total
  }

  /// The size of each subview for a proposal, and the proposal that gave it.
  ///
  /// Each subview is measured at its smallest and largest along the axis (for the order and
  /// for what lower priorities keep), then offered its share. A share at least as large as
  /// the subview's largest answer gets that answer again without asking: a view offered more
  /// than it wants takes what it wants, so the third measurement would only repeat the
  /// second, and its proposal (the subview's own cache key) would be one more to remember.
  /// The per-subview figures live in scratch buffers the cache keeps, so a distribution
  /// allocates only the two arrays it returns.
  package func distribute(
    _ subviews: LayoutSubviews, _ proposal: ProposedSize, cache: StackLayoutCache
  ) -> StackDistribution {
    let count = subviews.count
    let minorProposal = proposal[axis.other]
    guard let majorProposal = proposal[axis] else {
      let ideal = ProposedSize(axis: axis, major: nil, minor: minorProposal)
      var sizes: [Size] = []
      sizes.reserveCapacity(count)
      for subview in subviews { sizes.append(subview.cellSize(ideal)) }
      return StackDistribution(
        sizes: sizes, proposals: Array(repeating: ideal, count: count))
    }
    let smallest = ProposedSize(axis: axis, major: 0, minor: minorProposal)
    let largest = ProposedSize(axis: axis, major: .cellInfinity, minor: minorProposal)
    var sizes = [Size](repeating: .zero, count: count)
    var proposals = [ProposedSize](repeating: proposal, count: count)
    // Taken out of the cache while in use, so they stay uniquely referenced (no copy) and a
    // nested call on the same cache (a scroll view's throwaway one) cannot see them half-made.
    var probes = cache.takeProbes()
    var order = cache.takeOrder()
    defer { cache.returnScratch(probes, order) }
    // Plain loops rather than closures: a main-actor closure handed to `map` or `sorted`
    // checks the executor each time it is called, which was a tenth of a frame's work.
    var samePriority = true
    for index in 0..<count {
      let subview = subviews[index]
      let minimum = subview.cellSize(smallest)
      let maximum = subview.cellSize(largest)
      let probe = StackProbe(
        minimum: minimum[axis], maximum: maximum[axis], largest: maximum,
        priority: subview.priority, isSpacer: subview.isSpacer)
      probes.append(probe)
      order.append(index)
      if probe.priority != probes[0].priority { samePriority = false }
    }
    Self.sortOrder(&order, probes: probes, samePriority: samePriority)
    var remaining = max(0, majorProposal - totalSpacing(subviews))
    var position = 0
    while position < count {
      let priority = probes[order[position]].priority
      var end = position
      while end < count, probes[order[end]].priority == priority { end += 1 }
      // Lower priorities keep at least their minimum sizes, and so do this priority's spacers,
      // which share whatever the other views leave.
      var lowerMinimums = 0
      for index in order[end...] { lowerMinimums += probes[index].minimum }
      var reserved = lowerMinimums
      var views = 0
      for index in order[position..<end] {
        if probes[index].isSpacer { reserved += probes[index].minimum } else { views += 1 }
      }
      var used = 0
      // Each takes an equal share of what is left, in order, and leaves what it did not use:
      // first the views, then the spacers.
      for pass in 0..<2 {
        let spacers = pass == 1
        var available =
          spacers ? max(0, remaining - used - lowerMinimums) : max(0, remaining - reserved)
        var left = spacers ? end - position - views : views
        for index in order[position..<end] where probes[index].isSpacer == spacers {
          let share = available / left
          left -= 1
          let offered = ProposedSize(axis: axis, major: share, minor: minorProposal)
          let probe = probes[index]
          let size: Size
          if share >= probe.maximum, probe.maximum >= probe.minimum {
            size = probe.largest
            proposals[index] = largest
          } else {
            size = subviews[index].cellSize(offered)
            proposals[index] = offered
          }
          sizes[index] = size
          available = max(0, available - size[axis])
          used += size[axis]
        }
      }
      remaining = max(0, remaining - used)
      position = end
    }
    return StackDistribution(sizes: sizes, proposals: proposals)
  }

  /// Sorts `order` into the order a stack serves its subviews in: highest priority first;
  /// within a priority, least flexible first; ties keep their order. An insertion sort, which
  /// is linear on the usual input (already in order) and allocates nothing; off the main
  /// actor, so the comparisons need no executor check.
  private nonisolated static func sortOrder(
    _ order: inout [Int], probes: [StackProbe], samePriority: Bool
  ) {
    func precedes(_ a: Int, _ b: Int) -> Bool {
      let pa = probes[a]
      let pb = probes[b]
      if !samePriority, pa.priority != pb.priority { return pa.priority > pb.priority }
      let fa = pa.maximum - pa.minimum
      let fb = pb.maximum - pb.minimum
      return fa != fb ? fa < fb : a < b
    }
    guard order.count > 1 else { return }
    if order.count > 32 {
      order.sort(by: precedes)
      return
    }
    for index in 1..<order.count {
      let moving = order[index]
      var slot = index
      while slot > 0, precedes(moving, order[slot - 1]) {
        order[slot] = order[slot - 1]
        slot -= 1
      }
      order[slot] = moving
    }
  }
}

/// Where each subview goes along `guide`'s axis when they line up on their guides rather than
/// on plain edges: a custom guide, or a subview setting its own (`alignmentGuide`). Each goes
/// where its guide meets the line of the furthest guide; `extent` is the span they cover. Nil
/// when every subview lines up on the container's edge or centre.
@MainActor
package func guidedOffsets(
  _ subviews: LayoutSubviews, sizes: [Size], proposals: [ProposedSize], guide: AlignmentGuide
) -> (offsets: [Int], extent: Int)? {
  // Made only when a subview sets the guide: usually none does, and this runs for every
  // answer a stack gives.
  var found: [Int?]?
  for index in subviews.indices {
    if let value = subviews[index].explicitGuide(
      guide, size: sizes[index], proposal: proposals[index])
    {
      if found == nil { found = Array(repeating: nil, count: subviews.count) }
      found?[index] = value
    }
  }
  guard guide.isCustom || found != nil else { return nil }
  let explicit = found ?? Array(repeating: nil, count: subviews.count)
  let guides = subviews.indices.map {
    explicit[$0] ?? guide.defaultCells(in: sizes[$0], scale: subviews.scale)
  }
  let line = guides.max() ?? 0
  let offsets = guides.map { line - $0 }
  let extent = subviews.indices.map { offsets[$0] + sizes[$0][guide.axis] }.max() ?? 0
  return (offsets, extent)
}

/// How a stack divided a proposal: each subview's size and the proposal it answered it for.
package struct StackDistribution: Sendable {
  package var sizes: [Size]
  package var proposals: [ProposedSize]
}

/// What a stack measured of one subview before dividing a proposal.
struct StackProbe: Sendable {
  /// The subview's length along the axis when offered none, and when offered all it wants.
  var minimum: Int
  var maximum: Int
  /// Its whole size when offered all it wants.
  var largest: Size
  var priority: Double
  var isSpacer: Bool
}

/// What a stack remembers between calls: how it divided each proposal it was asked about,
/// and scratch space for dividing. A class, so the renderer and the layout share it without
/// copying.
@MainActor
public final class StackLayoutCache {
  /// A proposal, how the stack divided it, and the size that came to.
  package struct Entry {
    package var proposal: ProposedSize
    package var distribution: StackDistribution
    package var size: Size
  }

  /// In the order they were first asked about; a stack sees a few proposals, so a list
  /// searched from the end is cheaper than hashing.
  package private(set) var entries: [Entry] = []
  private var probes: [StackProbe] = []
  private var order: [Int] = []

  package init() {}

  package func entry(for proposal: ProposedSize) -> Entry? {
    var index = entries.count
    while index > 0 {
      index -= 1
      if entries[index].proposal == proposal { return entries[index] }
    }
    return nil
  }

  package func record(_ distribution: StackDistribution, size: Size, for proposal: ProposedSize) {
    let entry = Entry(proposal: proposal, distribution: distribution, size: size)
    for index in entries.indices where entries[index].proposal == proposal {
      entries[index] = entry
      return
    }
    entries.append(entry)
  }

  /// Forgets every distribution (the subviews changed).
  package func removeAll() {
    entries.removeAll(keepingCapacity: true)
  }

  /// The distribution behind an answer of `size`: the one for the proposal the parent made
  /// in this pass, else for the largest proposal that gave it. (Answers are cached across
  /// frames, so several proposals may have given the same size; taking an arbitrary one made
  /// equal trees lay out differently, and after a resize to 0×0 and back could squeeze a text
  /// to nothing.)
  package func remembered(size: Size, proposal: ProposedSize) -> StackDistribution? {
    for candidate in [proposal, ProposedSize(size)] {
      if let entry = entry(for: candidate), entry.size == size { return entry.distribution }
    }
    var best: Entry?
    for entry in entries where entry.size == size {
      if let current = best, Self.order(current.proposal) >= Self.order(entry.proposal) {
        continue
      }
      best = entry
    }
    return best?.distribution
  }

  private static func order(_ proposal: ProposedSize) -> (Int, Int) {
    (proposal.width ?? .max, proposal.height ?? .max)
  }

  func takeProbes() -> [StackProbe] {
    var taken: [StackProbe] = []
    swap(&taken, &probes)
    taken.removeAll(keepingCapacity: true)
    return taken
  }

  func takeOrder() -> [Int] {
    var taken: [Int] = []
    swap(&taken, &order)
    taken.removeAll(keepingCapacity: true)
    return taken
  }

  func returnScratch(_ probes: [StackProbe], _ order: [Int]) {
    self.probes = probes
    self.order = order
  }
}
