import Foundation

// Where and how the app runs: its locale, calendar and time zone (the process's own, as on a
// device), the reading direction, and the display scale.

private struct LocaleKey: EnvironmentKey {
  static var defaultValue: Locale { .current }
}
private struct CalendarKey: EnvironmentKey {
  static var defaultValue: Calendar { .current }
}
private struct TimeZoneKey: EnvironmentKey {
  static var defaultValue: TimeZone { .current }
}
private struct LayoutDirectionKey: EnvironmentKey {
  static let defaultValue = LayoutDirection.leftToRight
}
private struct DisplayScaleKey: EnvironmentKey {
  static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
  /// The locale views format with: the process's (`Locale.current`) unless a view sets it.
  ///
  /// ```swift
  /// ContentView().environment(\.locale, Locale(identifier: "fr_FR"))
  /// ```
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The calendar dates are shown in (`DatePicker`'s fields and month grid).
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The time zone dates are shown in.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The reading direction. Decl lays out left to right whatever it says; code may read it.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// Pixels per point: 1 in a terminal (a cell is 8 × 16 points).
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// The length of one pixel in points (`1 / displayScale`).
  public var pixelLength: CGFloat { 1 / displayScale }
}
