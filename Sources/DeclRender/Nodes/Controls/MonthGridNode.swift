import Decl
import DeclCanvas
import DeclGraph
import DeclInput
import Foundation

/// A graphical date picker's month: the month and year with `‹ ›` to page months, the
/// weekdays, then the days in weeks; the chosen day on the accent colour (in reverse video
/// while focused), today in the accent colour, days out of range dimmed. ←/→ move the day,
/// ↑/↓ a week, Page Up/Down a month, Home/End to the month's first or last day; a click on a
/// day chooses it, on `‹` or `›` shows the month before or after.
///
/// A `MultiDatePicker`'s grid chooses several days: every chosen day is on the accent colour,
/// the arrows move a cursor (reversed while focused), Enter or Space choose or unchoose the day
/// under it, and a click chooses or unchooses a day.
package final class MonthGridNode: LeafBehavior, KeyBoundControl {
  private var control: DatePickerControl?
  private var days: MultiDateSelection?
  /// The month shown when the arrows paged away from the chosen day's; nil shows that one.
  private var shownMonth: Date?
  static let width = 20

  package var controlName: String { "date picker" }

  package enum KeyAction: Equatable {
    case move(Calendar.Component, Int)
    case first, last
    case toggle
  }

  package static let keyMap: KeyMap<KeyAction> = [
    KeyBinding(
      [KeyChord(.left)], .move(.day, -1), "day", keyDisplay: "arrows",
      detail: "choose the day before"),
    KeyBinding(
      [KeyChord(.right)], .move(.day, 1), "next day", show: false, detail: "the day after"),
    KeyBinding([KeyChord(.up)], .move(.day, -7), "week", show: false, detail: "a week before"),
    KeyBinding([KeyChord(.down)], .move(.day, 7), "next week", show: false, detail: "a week after"),
    KeyBinding(
      [KeyChord(.pageUp)], .move(.month, -1), "month", keyDisplay: "pgup/pgdn",
      detail: "a month before"),
    KeyBinding(
      [KeyChord(.pageDown)], .move(.month, 1), "next month", show: false, detail: "a month after"),
    KeyBinding([KeyChord(.home)], .first, "first", show: false, detail: "the month's first day"),
    KeyBinding([KeyChord(.end)], .last, "last", show: false, detail: "the month's last day"),
    KeyBinding(
      [.space, .enter], .toggle, "choose day", keyDisplay: "enter",
      detail: "a multiple-date picker's: choose or unchoose the day under the cursor"),
  ]

  /// The keys that do something here: choosing a day only in a multiple-date picker.
  package func keyHelp(_ node: ViewNode) -> [KeyHelp] {
    Self.keyMap.help { $0 != .toggle || days != nil }
  }

  func describe(_ grid: MonthGrid, in node: ViewNode) -> [ChildSpec] {
    control = grid.control
    days = grid.days
    node.track {
      _ = grid.control.selection.wrappedValue
      _ = grid.days?.selection.wrappedValue
    }
    return []
  }

  private func calendar(_ node: ViewNode) -> Calendar {
    var calendar = node.environment.calendar
    calendar.timeZone = node.environment.timeZone
    calendar.locale = node.environment.locale
    return calendar
  }

  /// The first day of the month shown.
  private func month(_ node: ViewNode) -> Date {
    let calendar = calendar(node)
    let date = shownMonth ?? control?.selection.wrappedValue ?? Date()
    return calendar.dateInterval(of: .month, for: date)?.start ?? date
  }

  /// The days of the shown month by week row and weekday column.
  private func weeks(_ node: ViewNode) -> [[Date?]] {
    let calendar = calendar(node)
    let first = month(node)
    let count = calendar.range(of: .day, in: .month, for: first)?.count ?? 30
    let lead = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
    var cells: [Date?] = Array(repeating: nil, count: lead)
    for day in 0..<count { cells.append(calendar.date(byAdding: .day, value: day, to: first)) }
    while cells.count % 7 != 0 { cells.append(nil) }
    return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    Size(width: Self.width, height: 2 + weeks(node).count)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    guard let control else { return }
    let rect = context.translated(node.frame)
    let calendar = calendar(node)
    let resolver = StyleResolver(environment: node.environment)
    let accent = resolver.cellColor(node.environment.tint ?? .accentColor) ?? .default
    let plain = resolver.textStyle(TextStyle())
    var bold = plain
    bold.attributes.insert(.bold)
    var grey = plain
    grey.foreground = resolver.cellColor(.secondary) ?? .default
    var arrows = plain
    arrows.foreground = accent
    if node.isFocusable {
      drawing.addHitRegion(rect, node: node, kind: .control, clip: context.clip)
    }
    let title = Self.monthTitle(month(node), calendar: calendar)
    drawing.putLine(
      title, at: Point(x: rect.minX, y: rect.minY), maxWidth: Self.width - 4, style: bold,
      clip: context.clip)
    drawing.putLine(
      "‹ ›", at: Point(x: rect.minX + Self.width - 3, y: rect.minY), maxWidth: 3, style: arrows,
      clip: context.clip)
    let symbols = calendar.shortStandaloneWeekdaySymbols
    for column in 0..<7 {
      let symbol = String(symbols[(calendar.firstWeekday - 1 + column) % 7].prefix(2))
      drawing.putLine(
        symbol, at: Point(x: rect.minX + column * 3, y: rect.minY + 1), maxWidth: 2, style: grey,
        clip: context.clip)
    }
    let selected = control.selection.wrappedValue
    for (row, week) in weeks(node).enumerated() {
      for (column, day) in week.enumerated() {
        guard let day else { continue }
        let number = calendar.component(.day, from: day)
        var style = plain
        if let days {
          let isCursor = calendar.isDate(day, inSameDayAs: selected)
          if days.contains(day, calendar: calendar) {
            style.background = accent
            style.foreground = .rgb(255, 255, 255)
            style.attributes.insert(.bold)
          } else if !isAvailable(day, calendar: calendar) {
            style = grey
            style.attributes.insert(.dim)
          } else if calendar.isDateInToday(day) {
            style.foreground = accent
          }
          if isCursor && node.showsFocusRing { style.attributes.insert(.inverse) }
        } else if calendar.isDate(day, inSameDayAs: selected) {
          style.background = accent
          style.foreground = .rgb(255, 255, 255)
          style.attributes.insert(.bold)
          if node.showsFocusRing { style.attributes.insert(.inverse) }
        } else if !isAvailable(day, calendar: calendar) {
          style = grey
          style.attributes.insert(.dim)
        } else if calendar.isDateInToday(day) {
          style.foreground = accent
        }
        let text = number < 10 ? " \(number)" : "\(number)"
        let cell = Point(x: rect.minX + column * 3, y: rect.minY + 2 + row)
        drawing.putLine(text, at: cell, maxWidth: 2, style: style, clip: context.clip)
        if style.background != .default {
          let area = Rect(x: cell.x, y: cell.y, width: 2, height: 1).intersection(context.clip)
          drawing.canvas.modifyStyle(in: area) { $0.background = style.background }
        }
      }
    }
  }

  /// "June 2026" in the locale's words.
  private static func monthTitle(_ month: Date, calendar: Calendar) -> String {
    let formatter = DateFormatter()
    formatter.calendar = calendar
    formatter.locale = calendar.locale
    formatter.timeZone = calendar.timeZone
    formatter.setLocalizedDateFormatFromTemplate("LLLLy")
    return formatter.string(from: month)
  }

  /// Whether a day has a moment within the picker's range.
  private func isAvailable(_ day: Date, calendar: Calendar) -> Bool {
    guard let control, let interval = calendar.dateInterval(of: .day, for: day) else {
      return true
    }
    if let lower = control.lowerBound, interval.end <= lower { return false }
    if let upper = control.upperBound, interval.start > upper { return false }
    return true
  }

  package func acceptsFocus(_ node: ViewNode) -> Bool { true }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { true }
  package func tapPriority(_ node: ViewNode) -> TapPriority? { nil }
  package func activate(_ node: ViewNode) {}

  package func perform(_ action: KeyAction, node: ViewNode) -> Bool {
    guard node.environment.isEnabled, let control else { return false }
    let calendar = calendar(node)
    let date = control.selection.wrappedValue
    let moved: Date?
    switch action {
    case .toggle:
      guard let days, isAvailable(date, calendar: calendar) else { return days != nil }
      days.toggle(date, calendar: calendar)
      node.graph.markDirty(node)
      return true
    case .move(let component, let value):
      moved = calendar.date(byAdding: component, value: value, to: date)
    case .first, .last:
      let first = calendar.dateInterval(of: .month, for: date)?.start ?? date
      let day = calendar.component(.day, from: date)
      let last = calendar.range(of: .day, in: .month, for: date)?.count ?? day
      moved = calendar.date(byAdding: .day, value: action == .first ? 0 : last - 1, to: first)
        .map { target in
          let time = date.timeIntervalSince(calendar.startOfDay(for: date))
          return calendar.startOfDay(for: target).addingTimeInterval(time)
        }
    }
    if let moved { choose(moved, node: node) }
    return true
  }

  /// A click on `‹`/`›` pages the month; on a day, chooses it (keeping the time of day).
  package func click(at point: Point, node: ViewNode) {
    guard node.environment.isEnabled, let control else { return }
    let calendar = calendar(node)
    let x = point.x - node.frame.minX
    let y = point.y - node.frame.minY
    if y == 0, x >= Self.width - 3 {
      let step = x >= Self.width - 1 ? 1 : x == Self.width - 3 ? -1 : 0
      guard step != 0 else { return }
      shownMonth = calendar.date(byAdding: .month, value: step, to: month(node))
      node.graph.markDirty(node)
      return
    }
    let weeks = weeks(node)
    guard y >= 2, y - 2 < weeks.count, x % 3 < 2, x / 3 < 7, let day = weeks[y - 2][x / 3],
      isAvailable(day, calendar: calendar)
    else { return }
    let date = control.selection.wrappedValue
    let time = date.timeIntervalSince(calendar.startOfDay(for: date))
    choose(calendar.startOfDay(for: day).addingTimeInterval(time), node: node)
    days?.toggle(day, calendar: calendar)
  }

  private func choose(_ date: Date, node: ViewNode) {
    guard let control else { return }
    control.selection.wrappedValue = control.clamped(date)
    shownMonth = nil
    node.graph.markDirty(node)
  }
}

extension MonthGrid: PrimitiveNodeView {
  package func makeBehavior() -> MonthGridNode { MonthGridNode() }

  package func describe(to behavior: MonthGridNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}
