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
    let distribution = distribute(subviews, proposal)
    cache.distributions[proposal] = distribution
    return total(subviews, distribution)
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
    let distribution = cache.distributions[proposal] ?? distribute(subviews, proposal)
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
      remembered(subviews, size: rect.size, proposal: proposal, cache: cache)
      ?? distribute(subviews, ProposedSize(rect.size))
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

  /// The distribution behind an answer of `size`: the one for the proposal the parent made
  /// in this pass, else for the largest proposal that gave it. (Answers are cached across
  /// frames, so several proposals may have given the same size; taking the first in
  /// dictionary order, which differs from one dictionary to the next, made equal trees lay out
  /// differently, and after a resize to 0×0 and back could squeeze a text to nothing.)
  private func remembered(
    _ subviews: LayoutSubviews, size: Size, proposal: ProposedSize, cache: StackLayoutCache
  ) -> StackDistribution? {
    for candidate in [proposal, ProposedSize(size)] {
      if let distribution = cache.distributions[candidate],
        total(subviews, distribution) == size
      {
        return distribution
      }
    }
    func order(_ proposal: ProposedSize) -> (Int, Int) {
      (proposal.width ?? .max, proposal.height ?? .max)
    }
    return cache.distributions.filter { total(subviews, $0.value) == size }
      .max { order($0.key) < order($1.key) }?.value
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
  package func distribute(_ subviews: LayoutSubviews, _ proposal: ProposedSize)
    -> StackDistribution
  {
    let minorProposal = proposal[axis.other]
    guard let majorProposal = proposal[axis] else {
      let ideal = ProposedSize(axis: axis, major: nil, minor: minorProposal)
      return StackDistribution(
        sizes: subviews.map { $0.cellSize(ideal) },
        proposals: Array(repeating: ideal, count: subviews.count))
    }
    var sizes = [Size](repeating: .zero, count: subviews.count)
    var proposals = [ProposedSize](repeating: proposal, count: subviews.count)
    // Plain loops rather than closures: a main-actor closure handed to `map` or `sorted`
    // checks the executor each time it is called, which was a tenth of a frame's work.
    // Read each subview's priority and kind once, not inside the sort's comparisons.
    var minimums: [Int] = []
    var maximums: [Int] = []
    var priorities: [Double] = []
    var isSpacer: [Bool] = []
    minimums.reserveCapacity(subviews.count)
    maximums.reserveCapacity(subviews.count)
    priorities.reserveCapacity(subviews.count)
    isSpacer.reserveCapacity(subviews.count)
    for subview in subviews {
      minimums.append(
        subview.cellSize(ProposedSize(axis: axis, major: 0, minor: minorProposal))[axis])
      maximums.append(
        subview.cellSize(ProposedSize(axis: axis, major: .cellInfinity, minor: minorProposal))[
          axis])
      priorities.append(subview.priority)
      isSpacer.append(subview.isSpacer)
    }
    let order = Self.order(priorities: priorities, minimums: minimums, maximums: maximums)
    var remaining = max(0, majorProposal - totalSpacing(subviews))
    var position = 0
    while position < order.count {
      let priority = priorities[order[position]]
      var end = position
      while end < order.count, priorities[order[end]] == priority { end += 1 }
      // Lower priorities keep at least their minimum sizes, and so do this priority's spacers,
      // which share whatever the other views leave.
      var spacers: [Int] = []
      var views: [Int] = []
      for index in order[position..<end] {
        if isSpacer[index] { spacers.append(index) } else { views.append(index) }
      }
      var lowerMinimums = 0
      for index in order[end...] { lowerMinimums += minimums[index] }
      var reserved = lowerMinimums
      for index in spacers { reserved += minimums[index] }
      var used = 0
      // Each takes an equal share of what is left, in order, and leaves what it did not use.
      func share(_ indices: [Int], _ space: Int) {
        var available = space
        for (taken, index) in indices.enumerated() {
          let share = available / (indices.count - taken)
          proposals[index] = ProposedSize(axis: axis, major: share, minor: minorProposal)
          let size = subviews[index].cellSize(proposals[index])
          sizes[index] = size
          available = max(0, available - size[axis])
          used += size[axis]
        }
      }
      share(views, max(0, remaining - reserved))
      share(spacers, max(0, remaining - used - lowerMinimums))
      remaining = max(0, remaining - used)
      position = end
    }
    return StackDistribution(sizes: sizes, proposals: proposals)
  }

  /// The order a stack serves its subviews in: highest priority first; within a priority,
  /// least flexible first; ties keep their order. Off the main actor, so the comparisons
  /// need no executor check.
  private nonisolated static func order(
    priorities: [Double], minimums: [Int], maximums: [Int]
  ) -> [Int] {
    priorities.indices.sorted { a, b in
      let pa = priorities[a]
      let pb = priorities[b]
      if pa != pb { return pa > pb }
      let fa = maximums[a] - minimums[a]
      let fb = maximums[b] - minimums[b]
      return fa != fb ? fa < fb : a < b
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
  var explicit: [Int?] = []
  explicit.reserveCapacity(subviews.count)
  var anyExplicit = false
  for index in subviews.indices {
    let value = subviews[index].explicitGuide(
      guide, size: sizes[index], proposal: proposals[index])
    anyExplicit = anyExplicit || value != nil
    explicit.append(value)
  }
  guard guide.isCustom || anyExplicit else { return nil }
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

/// What a stack remembers between calls: how it divided each proposal it was asked about.
/// A class, so the renderer and the layout share it without copying.
@MainActor
public final class StackLayoutCache {
  package var distributions: [ProposedSize: StackDistribution] = [:]

  package init() {}
}
