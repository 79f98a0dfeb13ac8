import Decl

/// Horizontal and vertical lines on the cell grid, drawn with box-drawing characters that join
/// where lines meet (`─│┌┐└┘├┤┬┴┼`, or heavy `━┃┏┓┗┛┣┫┳┻╋`), with arcs (`╭╮╰╯`) at corners
/// marked round, and dashed glyphs (`╌╎`, heavy `╍╏`) in cells a dash pattern only partly draws.
package struct BoxLines {
  /// Which neighbours a cell's line reaches.
  package struct Links: OptionSet {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }
    package static let up = Links(rawValue: 1)
    package static let down = Links(rawValue: 2)
    package static let left = Links(rawValue: 4)
    package static let right = Links(rawValue: 8)
    /// A horizontal line shorter than the cell.
    static let loneHorizontal = Links(rawValue: 16)
    /// A vertical line shorter than the cell.
    static let loneVertical = Links(rawValue: 32)
    /// A corner drawn as an arc.
    package static let round = Links(rawValue: 64)
    /// A straight line the dash pattern draws only part of within the cell.
    package static let dashed = Links(rawValue: 128)
  }

  /// The cells this grid can mark.
  package let area: Rect
  private(set) var links: [Links]

  package init(area: Rect) {
    self.area = area
    links = Array(repeating: [], count: max(0, area.width) * max(0, area.height))
  }

  /// The links of the cell at (`x`, `y`); none outside the area.
  package subscript(x x: Int, y y: Int) -> Links {
    guard area.contains(Point(x: x, y: y)) else { return [] }
    return links[(y - area.minY) * area.width + x - area.minX]
  }

  private mutating func insert(_ link: Links, x: Int, y: Int) {
    guard area.contains(Point(x: x, y: y)) else { return }
    links[(y - area.minY) * area.width + x - area.minX].insert(link)
  }

  /// How a dash pattern draws a line's cell.
  package enum Dash {
    /// The whole cell's length is drawn (or there is no pattern).
    case solid
    /// Part of it is drawn.
    case partial
    /// None of it is drawn.
    case off
  }

  /// A line along row `y` from column `x0` to column `x1` (both included); the cells `dash`
  /// draws are joined to their drawn neighbours.
  package mutating func horizontal(
    y: Int, from x0: Int, to x1: Int, dash: (Int) -> Dash = { _ in .solid }
  ) {
    guard y >= area.minY, y < area.maxY else { return }
    line(from: x0, to: x1, within: area.minX..<area.maxX, dash: dash) { x, link in
      insert(link, x: x, y: y)
    }
  }

  /// A line along column `x` from row `y0` to row `y1` (both included).
  package mutating func vertical(
    x: Int, from y0: Int, to y1: Int, dash: (Int) -> Dash = { _ in .solid }
  ) {
    guard x >= area.minX, x < area.maxX else { return }
    line(from: y0, to: y1, within: area.minY..<area.maxY, dash: dash) { y, link in
      switch link {
      case .left: insert(.up, x: x, y: y)
      case .right: insert(.down, x: x, y: y)
      case .loneHorizontal: insert(.loneVertical, x: x, y: y)
      default: insert(link, x: x, y: y)
      }
    }
  }

  /// The links of a horizontal line (a vertical one maps them), for the visible cells only.
  private func line(
    from a: Int, to b: Int, within visible: Range<Int>, dash: (Int) -> Dash,
    _ link: (Int, Links) -> Void
  ) {
    let (low, high) = (min(a, b), max(a, b))
    let (start, end) = (max(low, visible.lowerBound), min(high, visible.upperBound - 1))
    guard start <= end else { return }
    for index in start...end {
      let drawn = dash(index)
      if drawn == .off { continue }
      let before = index > low && dash(index - 1) != .off
      let after = index < high && dash(index + 1) != .off
      if before { link(index, .left) }
      if after { link(index, .right) }
      if !before && !after { link(index, .loneHorizontal) }
      if drawn == .partial { link(index, .dashed) }
    }
  }

  /// Marks the corner at (`x`, `y`) to be drawn as an arc.
  package mutating func round(x: Int, y: Int) {
    insert(.round, x: x, y: y)
  }

  /// The glyph for a cell's links; nil for a cell without a line.
  package static func glyph(_ links: Links, heavy: Bool) -> Character? {
    let directions = links.intersection([.up, .down, .left, .right])
    let dashed = links.contains(.dashed)
    let horizontal: Character = dashed ? (heavy ? "╍" : "╌") : (heavy ? "━" : "─")
    let vertical: Character = dashed ? (heavy ? "╏" : "╎") : (heavy ? "┃" : "│")
    if directions.isEmpty {
      if links.contains(.loneHorizontal) { return horizontal }
      if links.contains(.loneVertical) { return vertical }
      return nil
    }
    let round = links.contains(.round) && !heavy
    switch directions {
    case [.down, .right]: return round ? "╭" : heavy ? "┏" : "┌"
    case [.down, .left]: return round ? "╮" : heavy ? "┓" : "┐"
    case [.up, .right]: return round ? "╰" : heavy ? "┗" : "└"
    case [.up, .left]: return round ? "╯" : heavy ? "┛" : "┘"
    case [.up, .down, .right]: return heavy ? "┣" : "├"
    case [.up, .down, .left]: return heavy ? "┫" : "┤"
    case [.left, .right, .down]: return heavy ? "┳" : "┬"
    case [.left, .right, .up]: return heavy ? "┻" : "┴"
    case [.up, .down, .left, .right]: return heavy ? "╋" : "┼"
    default:
      // A straight line, or the stub at the end of one.
      return directions.isDisjoint(with: [.left, .right]) ? vertical : horizontal
    }
  }
}
