import Decl

/// Lays children out along an axis, as `VStack` and `HStack` do.
///
/// Space goes to children by layout priority, highest first, and within a priority to the
/// least flexible child first (flexibility = largest size − smallest size along the axis);
/// each gets an equal share of what is left, and takes what it needs of it. Spacers come last
/// in their priority and share what the views left, so `HStack { Text(long); Spacer() }` gives
/// the text the whole row, as SwiftUI does.
@MainActor
struct StackLayout {
  enum MinorAlignment { case start, center, end }

  let axis: Axis
  let alignment: MinorAlignment
  let spacing: Int

  /// The column Decl puts between several views that have no stack of their own.
  static let implicit = StackLayout(axis: .vertical, alignment: .center, spacing: 0)

  /// Default spacing: one column between views across, no blank rows down.
  nonisolated static func defaultSpacing(_ axis: Axis) -> Int { axis == .horizontal ? 1 : 0 }

  func sizeThatFits(_ units: [ViewNode], _ proposal: ProposedSize, memo node: ViewNode? = nil)
    -> Size
  {
    guard !units.isEmpty else { return .zero }
    let distribution = distribute(units, proposal)
    node?.stackDistributions[proposal] = distribution
    return total(units, distribution.sizes)
  }

  private func total(_ units: [ViewNode], _ sizes: [Size]) -> Size {
    var major = totalSpacing(units)
    var minor = 0
    for size in sizes {
      major += size[axis]
      minor = max(minor, size[axis.other])
    }
    return Size(axis: axis, major: major, minor: minor)
  }

  func place(_ units: [ViewNode], in rect: Rect, memo node: ViewNode? = nil) {
    guard !units.isEmpty else { return }
    // Placed at a size it answered for some proposal: keep the distribution behind that
    // answer rather than dividing the (smaller) final size again.
    let distribution =
      node.flatMap { remembered($0, units, size: rect.size) }
      ?? distribute(units, ProposedSize(rect.size))
    let sizes = distribution.sizes
    let generation = units.first?.graph.layoutGeneration ?? 0
    let bounds = Size(width: rect.width, height: rect.height)
    var position = axis == .horizontal ? rect.minX : rect.minY
    for (index, unit) in units.enumerated() {
      let size = sizes[index]
      let free = bounds[axis.other] - size[axis.other]
      let minorOffset: Int
      switch alignment {
      case .start: minorOffset = 0
      case .center: minorOffset = free / 2
      case .end: minorOffset = free
      }
      let origin =
        axis == .horizontal
        ? Point(x: position, y: rect.minY + minorOffset)
        : Point(x: rect.minX + minorOffset, y: position)
      // The unit is placed as it was measured: tell it the proposal behind its size, which a
      // cached answer up the tree did not ask again this pass.
      unit.lastProposal = distribution.proposals[index]
      unit.lastProposalGeneration = generation
      unit.place(in: Rect(origin: origin, size: size))
      position += size[axis]
      if index + 1 < units.count { position += spacing(between: unit, and: units[index + 1]) }
    }
  }

  /// The distribution behind an answer of `size`: the one for the proposal the parent made
  /// in this pass, else for the largest proposal that gave it. (Answers are cached across
  /// frames, so several proposals may have given the same size; taking the first in
  /// dictionary order, which differs from one dictionary to the next, made equal trees lay out
  /// differently, and after a resize to 0×0 and back could squeeze a text to nothing.)
  private func remembered(_ node: ViewNode, _ units: [ViewNode], size: Size) -> StackDistribution? {
    let current = node.lastProposalGeneration == node.graph.layoutGeneration
    for proposal in [current ? node.lastProposal : nil, ProposedSize(size)] {
      if let proposal, let distribution = node.stackDistributions[proposal],
        total(units, distribution.sizes) == size
      {
        return distribution
      }
    }
    func order(_ proposal: ProposedSize) -> (Int, Int) {
      (proposal.width ?? .max, proposal.height ?? .max)
    }
    return node.stackDistributions.filter { total(units, $0.value.sizes) == size }
      .max { order($0.key) < order($1.key) }?.value
  }

  private func spacing(between first: ViewNode, and second: ViewNode) -> Int {
    first.isSpacer || second.isSpacer ? 0 : spacing
  }

  private func totalSpacing(_ units: [ViewNode]) -> Int {
    var total = 0
    for index in units.indices.dropLast() {
      total += spacing(between: units[index], and: units[index + 1])
    }
    return total
  }

  /// The size of each unit for a proposal, and the proposal that gave it.
  func distribute(_ units: [ViewNode], _ proposal: ProposedSize) -> StackDistribution {
    let minorProposal = proposal[axis.other]
    for unit in units { unit.stackAxis = axis }
    guard let majorProposal = proposal[axis] else {
      let ideal = ProposedSize(axis: axis, major: nil, minor: minorProposal)
      return StackDistribution(
        sizes: units.map { $0.sizeThatFits(ideal) },
        proposals: Array(repeating: ideal, count: units.count))
    }
    var sizes = [Size](repeating: .zero, count: units.count)
    var proposals = [ProposedSize](repeating: proposal, count: units.count)
    let minimums = units.map {
      $0.sizeThatFits(ProposedSize(axis: axis, major: 0, minor: minorProposal))[axis]
    }
    let maximums = units.map {
      $0.sizeThatFits(ProposedSize(axis: axis, major: .cellInfinity, minor: minorProposal))[axis]
    }
    // Read each unit's priority and kind once: they live in the node's kind enum, and reading
    // it inside the sort's comparisons copied (retained) its payload O(n log n) times.
    let priorities = units.map(\.layoutPriority)
    let isSpacer = units.map(\.isSpacer)
    // Highest priority first; within a priority, least flexible first; ties keep their order.
    let order = units.indices.sorted { a, b in
      let pa = priorities[a]
      let pb = priorities[b]
      if pa != pb { return pa > pb }
      let fa = maximums[a] - minimums[a]
      let fb = maximums[b] - minimums[b]
      return fa != fb ? fa < fb : a < b
    }
    var remaining = max(0, majorProposal - totalSpacing(units))
    var position = 0
    while position < order.count {
      let priority = priorities[order[position]]
      var end = position
      while end < order.count, priorities[order[end]] == priority { end += 1 }
      // Lower priorities keep at least their minimum sizes, and so do this priority's spacers,
      // which share whatever the other views leave.
      let group = order[position..<end]
      let spacers = group.filter { isSpacer[$0] }
      let views = group.filter { !isSpacer[$0] }
      var reserved = order[end...].reduce(0) { $0 + minimums[$1] }
      reserved += spacers.reduce(0) { $0 + minimums[$1] }
      var available = max(0, remaining - reserved)
      var used = 0
      for (taken, index) in views.enumerated() {
        let share = available / (views.count - taken)
        proposals[index] = ProposedSize(axis: axis, major: share, minor: minorProposal)
        let size = units[index].sizeThatFits(proposals[index])
        sizes[index] = size
        available = max(0, available - size[axis])
        used += size[axis]
      }
      available = max(0, remaining - used - order[end...].reduce(0) { $0 + minimums[$1] })
      for (taken, index) in spacers.enumerated() {
        let share = available / (spacers.count - taken)
        proposals[index] = ProposedSize(axis: axis, major: share, minor: minorProposal)
        let size = units[index].sizeThatFits(proposals[index])
        sizes[index] = size
        available = max(0, available - size[axis])
        used += size[axis]
      }
      remaining = max(0, remaining - used)
      position = end
    }
    return StackDistribution(sizes: sizes, proposals: proposals)
  }
}

/// How a stack divided a proposal: each unit's size and the proposal it answered it for.
struct StackDistribution {
  var sizes: [Size]
  var proposals: [ProposedSize]
}

extension StackLayout {
  init(_ container: Container) {
    switch container {
    case .vStack(let alignment, let spacing):
      let minor: MinorAlignment =
        switch alignment.value {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
      self.init(
        axis: .vertical, alignment: minor, spacing: spacing ?? Self.defaultSpacing(.vertical))
    case .hStack(let alignment, let spacing):
      let minor: MinorAlignment =
        switch alignment.value {
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
      self.init(
        axis: .horizontal, alignment: minor, spacing: spacing ?? Self.defaultSpacing(.horizontal))
    default:
      self = .implicit
    }
  }
}

/// A `Spacer`: as long as it is offered along its stack's axis (at least its minimum), and
/// nothing across it. Outside a stack it fills what it is offered both ways.
struct SpacerLayout {
  let minLength: Int?
  let axis: Axis?

  func size(for proposal: ProposedSize) -> Size {
    guard let axis else {
      return Size(width: max(0, proposal.width ?? 0), height: max(0, proposal.height ?? 0))
    }
    let minimum = minLength ?? StackLayout.defaultSpacing(axis)
    let major = max(minimum, proposal[axis] ?? minimum)
    return Size(axis: axis, major: major, minor: 0)
  }
}
