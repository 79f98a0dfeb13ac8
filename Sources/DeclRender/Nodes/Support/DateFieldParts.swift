import Decl
import Foundation

/// A date as a date picker's fields show it, in the environment's locale, calendar and time
/// zone: the editable fields (month, day, year, hour, minute, AM/PM) in the locale's order,
/// with the locale's separators between them (`Jun 3, 2026  9:41 AM` in English).
@MainActor
struct DateFieldParts {
  enum Kind: Hashable {
    case month, day, year, hour, minute, period
  }

  struct Part {
    /// The field this part edits; nil for a separator.
    let kind: Kind?
    let text: String
  }

  let parts: [Part]
  let calendar: Calendar
  /// Whether the hour counts 1…12 with AM/PM.
  let twelveHour: Bool

  init(date: Date, components: DatePickerComponents, environment: EnvironmentValues) {
    var calendar = environment.calendar
    calendar.timeZone = environment.timeZone
    calendar.locale = environment.locale
    self.calendar = calendar
    var tokens: [(Kind?, String)] = []
    if components.contains(.date) {
      tokens += Self.tokens(template: "yMMMd", locale: environment.locale)
    }
    if components.contains(.hourAndMinute) {
      if !tokens.isEmpty { tokens.append((nil, "'  '")) }
      tokens += Self.tokens(template: "jm", locale: environment.locale)
    }
    twelveHour = tokens.contains { $0.0 == .period }
    parts = tokens.map { kind, pattern in
      Part(kind: kind, text: Self.format(date, pattern: pattern, calendar: calendar))
    }
  }

  /// The editable fields, in order.
  var fields: [Kind] { parts.compactMap(\.kind) }

  /// The locale's pattern for a template, split into fields and literal text.
  private static func tokens(template: String, locale: Locale) -> [(Kind?, String)] {
    let pattern =
      DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale)
      ?? (template == "jm" ? "h:mm a" : "MMM d, y")
    var tokens: [(Kind?, String)] = []
    var literal = ""
    var index = pattern.startIndex
    func flush() {
      if !literal.isEmpty { tokens.append((nil, "'\(literal)'")) }
      literal = ""
    }
    while index < pattern.endIndex {
      let character = pattern[index]
      if character == "'" {
        let end = pattern[pattern.index(after: index)...].firstIndex(of: "'") ?? pattern.endIndex
        literal += pattern[pattern.index(after: index)..<end]
        index = end < pattern.endIndex ? pattern.index(after: end) : end
        continue
      }
      guard character.isLetter else {
        literal.append(character)
        index = pattern.index(after: index)
        continue
      }
      var end = index
      while end < pattern.endIndex, pattern[end] == character { end = pattern.index(after: end) }
      let run = String(pattern[index..<end])
      if let kind = kind(of: character) {
        flush()
        tokens.append((kind, run))
      } else {
        literal += run
      }
      index = end
    }
    flush()
    return tokens
  }

  private static func kind(of letter: Character) -> Kind? {
    switch letter {
    case "M", "L": .month
    case "d": .day
    case "y", "Y", "u": .year
    case "h", "H", "k", "K": .hour
    case "m": .minute
    case "a", "b", "B": .period
    default: nil
    }
  }

  private static var formatters: [String: DateFormatter] = [:]

  /// `date` in one pattern (a field's, or a quoted literal).
  private static func format(_ date: Date, pattern: String, calendar: Calendar) -> String {
    if pattern.hasPrefix("'") {
      // ICU puts no-break spaces before AM/PM; a terminal shows a plain one.
      return String(pattern.dropFirst().dropLast())
        .replacingOccurrences(of: "\u{202F}", with: " ")
        .replacingOccurrences(of: "\u{00A0}", with: " ")
    }
    let key =
      "\(pattern)|\(calendar.identifier)|\(calendar.locale?.identifier ?? "")|\(calendar.timeZone.identifier)"
    let formatter =
      formatters[key]
      ?? {
        let made = DateFormatter()
        made.calendar = calendar
        made.locale = calendar.locale
        made.timeZone = calendar.timeZone
        made.dateFormat = pattern
        formatters[key] = made
        return made
      }()
    return formatter.string(from: date)
  }

  /// `date` with one field moved by `delta`, wrapping within the field (the minute after 59 is
  /// 0 of the same hour), the day kept within its month.
  func adjusting(_ kind: Kind, of date: Date, by delta: Int) -> Date {
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func wrap(_ value: Int, _ range: ClosedRange<Int>) -> Int {
      let count = range.count
      return range.lowerBound + ((value - range.lowerBound) % count + count) % count
    }
    switch kind {
    case .month: parts.month = wrap((parts.month ?? 1) + delta, 1...12)
    case .day: parts.day = wrap((parts.day ?? 1) + delta, 1...daysInMonth(parts))
    case .year: parts.year = max(1, (parts.year ?? 1) + delta)
    case .hour: parts.hour = wrap((parts.hour ?? 0) + delta, 0...23)
    case .minute: parts.minute = wrap((parts.minute ?? 0) + delta, 0...59)
    case .period: parts.hour = wrap((parts.hour ?? 0) + 12, 0...23)
    }
    return make(parts) ?? date
  }

  /// `date` with one field set to a typed number; nil when the number cannot be that field.
  func setting(_ kind: Kind, of date: Date, to value: Int) -> Date? {
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    switch kind {
    case .month:
      guard (1...12).contains(value) else { return nil }
      parts.month = value
    case .day:
      guard value >= 1, value <= daysInMonth(parts) else { return nil }
      parts.day = value
    case .year:
      guard value >= 1 else { return nil }
      parts.year = value
    case .hour:
      if twelveHour {
        guard (1...12).contains(value) else { return nil }
        let afternoon = (parts.hour ?? 0) >= 12
        parts.hour = value % 12 + (afternoon ? 12 : 0)
      } else {
        guard (0...23).contains(value) else { return nil }
        parts.hour = value
      }
    case .minute:
      guard (0...59).contains(value) else { return nil }
      parts.minute = value
    case .period:
      return nil
    }
    return make(parts)
  }

  /// `date` in the morning (`afternoon` false) or the afternoon.
  func settingPeriod(of date: Date, afternoon: Bool) -> Date {
    let hour = calendar.component(.hour, from: date)
    guard (hour >= 12) != afternoon else { return date }
    return adjusting(.period, of: date, by: 1)
  }

  /// The most digits a field takes.
  func maximum(_ kind: Kind, of date: Date) -> Int {
    switch kind {
    case .month: 12
    case .day: daysInMonth(calendar.dateComponents([.year, .month], from: date))
    case .year: 9999
    case .hour: twelveHour ? 12 : 23
    case .minute: 59
    case .period: 0
    }
  }

  private func daysInMonth(_ parts: DateComponents) -> Int {
    var first = DateComponents()
    first.year = parts.year
    first.month = parts.month
    first.day = 1
    guard let date = calendar.date(from: first),
      let range = calendar.range(of: .day, in: .month, for: date)
    else { return 31 }
    return range.count
  }

  private func make(_ parts: DateComponents) -> Date? {
    var parts = parts
    let days = daysInMonth(parts)
    if let day = parts.day, day > days { parts.day = days }
    return calendar.date(from: parts)
  }
}
