import DeclCanvas

/// A block of rows that moved vertically between two frames, as a terminal scroll region
/// would move them: rows `top...bottom` scroll by `shift` (positive: the content moves up, as
/// when a list scrolls down; negative: it moves down). The rows the scroll exposes are blank.
package struct RowShift: Hashable, Sendable {
  /// First row of the scroll region (zero-based).
  package var top: Int
  /// Last row of the scroll region (zero-based, inclusive).
  package var bottom: Int
  /// Rows the content moves up (positive) or down (negative); never 0.
  package var shift: Int

  /// Where the terminal row `y` (inside the region) takes its content from in the old frame,
  /// or nil when the scroll leaves it blank.
  @inline(__always)
  package func source(ofRow y: Int) -> Int? {
    let from = y + shift
    return from >= top && from <= bottom ? from : nil
  }

  /// Finds the shift that brings most of the changed rows of `old` to where `new` has them.
  ///
  /// Both canvases have `width` columns; `first...last` are the rows that differ (the rows
  /// outside are equal, so the region stays inside). Rows vote for the distance to an old row
  /// with the same hash; rows whose content is too common (blank lines) do not vote, since
  /// they match anywhere. Returns nil when no shift moves at least `minimumRows` rows exactly.
  package static func detect(
    new: UnsafePointer<Cell>, old: UnsafePointer<Cell>, width: Int, first: Int, last: Int,
    minimumRows: Int = 2
  ) -> RowShift? {
    guard last - first >= minimumRows else { return nil }
    let newHashes = (first...last).map { rowHash(new + $0 * width, width) }
    let oldHashes = (first...last).map { rowHash(old + $0 * width, width) }
    var oldRows: [UInt64: [Int]] = [:]
    for (offset, hash) in oldHashes.enumerated() { oldRows[hash, default: []].append(offset) }
    var votes: [Int: Int] = [:]
    for (offset, hash) in newHashes.enumerated() where hash != oldHashes[offset] {
      guard let rows = oldRows[hash], rows.count <= 4 else { continue }
      for row in rows where row != offset { votes[row - offset, default: 0] += 1 }
    }
    // Most votes first; on a tie the shorter distance.
    guard
      let shift = votes.max(by: { ($0.value, -abs($0.key)) < ($1.value, -abs($1.key)) })?.key
    else { return nil }
    // The region spans the rows that really match after the shift (checked cell by cell).
    var firstMatch = -1
    var lastMatch = -1
    var matches = 0
    for y in first...last {
      let from = y + shift
      guard from >= first, from <= last, newHashes[y - first] == oldHashes[from - first],
        rowsEqual(new + y * width, old + from * width, count: width)
      else { continue }
      if firstMatch < 0 { firstMatch = y }
      lastMatch = y
      matches += 1
    }
    guard matches >= minimumRows else { return nil }
    let region =
      shift > 0
      ? RowShift(top: firstMatch, bottom: lastMatch + shift, shift: shift)
      : RowShift(top: firstMatch + shift, bottom: lastMatch, shift: shift)
    // DECSTBM needs at least two rows, and a shift as tall as the region is just a repaint.
    guard region.bottom > region.top, abs(shift) <= region.bottom - region.top else { return nil }
    return region
  }

  /// A position-sensitive hash without a serial dependency between cells, so it vectorises;
  /// collisions only cost a comparison, since matches are checked cell by cell.
  private static func rowHash(_ row: UnsafePointer<Cell>, _ width: Int) -> UInt64 {
    var keys: UInt64 = 0
    var bits: UInt64 = 0
    for x in 0..<width {
      let weight = UInt64(truncatingIfNeeded: x) &* 2 &+ 1
      keys = keys &+ row[x].key &* weight
      bits = bits &+ (row[x].bits ^ weight)
    }
    return (keys ^ (bits &* 0x9E37_79B9_7F4A_7C15)) &* 0x100_0000_01b3
  }
}

/// Whether two rows hold identical cells; branch-free so the compiler can vectorise it.
@inline(__always)
func rowsEqual(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>, count: Int) -> Bool {
  var difference: UInt64 = 0
  for index in 0..<count {
    difference |= (a[index].key ^ b[index].key) | (a[index].bits ^ b[index].bits)
  }
  return difference == 0
}
