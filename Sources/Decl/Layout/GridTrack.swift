import Foundation

/// One column of a `LazyVGrid` (one row of a `LazyHGrid`) in cells: its size across the grid,
/// the cells after it before the next, and how its cells align.
package struct GridTrack: Equatable, Sendable {
  package var size: Int
  package var spacingAfter: Int
  package var alignment: Alignment?

  package init(size: Int, spacingAfter: Int, alignment: Alignment?) {
    self.size = size
    self.spacingAfter = spacingAfter
    self.alignment = alignment
  }

  /// The tracks `items` make in `length` cells (nil: the grid's ideal, each flexible track as
  /// wide as `ideal`), as SwiftUI's lazy grids size their columns. Fixed items take their
  /// size; flexible and adaptive ones share what is left, the least flexible first, each
  /// within its limits; an adaptive item then holds as many tracks of at least its minimum as
  /// fit in its share. Lengths are points along `axis`, read with `scale`.
  package static func resolve(
    _ items: [GridItem], length: Int?, ideal: Int, axis: Axis, scale: PointScale
  ) -> [GridTrack] {
    guard !items.isEmpty else { return [] }
    // Offered unlimited space (a stack measuring how far the grid can grow), the grid sizes
    // its tracks as it would with none.
    let length = length.flatMap { $0 >= Int.cellInfinity / 2 ? nil : $0 }
    func cells(_ points: CGFloat) -> Int { max(0, scale.cells(points, along: axis)) }
    let spacings = items.map {
      $0.spacing.map(cells) ?? StackLayoutAlgorithm.defaultSpacing(axis)
    }
    // Each item's share: fixed, or within its limits.
    var limits: [(min: Int, max: Int)] = items.map {
      switch $0.size {
      case .fixed(let size): (cells(size), cells(size))
      case .flexible(let minimum, let maximum):
        (cells(minimum), max(cells(minimum), cells(maximum)))
      case .adaptive(let minimum, _): (max(1, cells(minimum)), .cellInfinity)
      }
    }
    var shares = [Int](repeating: 0, count: items.count)
    if let length {
      var remaining = max(0, length - spacings.dropLast().reduce(0, +))
      let order = items.indices.sorted {
        let (a, b) = (limits[$0].max - limits[$0].min, limits[$1].max - limits[$1].min)
        return a != b ? a < b : $0 < $1
      }
      for (taken, index) in order.enumerated() {
        let share = remaining / (items.count - taken)
        shares[index] = min(max(share, limits[index].min), limits[index].max)
        remaining = max(0, remaining - shares[index])
      }
    } else {
      for index in items.indices {
        limits[index].max = min(limits[index].max, .cellInfinity - 1)
        shares[index] = min(max(ideal, limits[index].min), limits[index].max)
      }
    }
    var tracks: [GridTrack] = []
    for (index, item) in items.enumerated() {
      let spacing = spacings[index]
      guard case .adaptive(_, let maximum) = item.size else {
        tracks.append(
          GridTrack(size: shares[index], spacingAfter: spacing, alignment: item.alignment))
        continue
      }
      // As many tracks of the minimum as fit, sharing the slot; any cell left over goes to
      // the first ones.
      let minimum = limits[index].min
      // At most a thousand: more columns than a screen shows.
      let count = min(1_000, max(1, (shares[index] + spacing) / (minimum + spacing)))
      let room = max(0, shares[index] - spacing * (count - 1))
      let largest = maximum.isFinite ? max(minimum, cells(maximum)) : Int.cellInfinity
      for track in 0..<count {
        let size = min(largest, room / count + (track < room % count ? 1 : 0))
        tracks.append(
          GridTrack(
            size: size, spacingAfter: track + 1 < count ? spacing : spacings[index],
            alignment: item.alignment))
      }
    }
    return tracks
  }

  /// The span the tracks cover, with the spacing between them.
  package static func length(of tracks: [GridTrack]) -> Int {
    tracks.reduce(0) { $0 + $1.size + $1.spacingAfter } - (tracks.last?.spacingAfter ?? 0)
  }
}
