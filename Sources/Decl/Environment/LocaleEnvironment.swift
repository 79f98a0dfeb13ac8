import Foundation

// Where and how the app runs: its locale, calendar and time zone (the process's own, as on a
// device), the reading direction, and the display scale.

extension EnvironmentValues {
  /// The locale views format with: the process's (`Locale.current`) unless a view sets it.
  ///
  /// ```swift
  /// ContentView().environment(\.locale, Locale(identifier: "fr_FR"))
  /// ```
  @Entry public var locale: Locale = .current

  /// The calendar dates are shown in (`DatePicker`'s fields and month grid).
  @Entry public var calendar: Calendar = .current

  /// The time zone dates are shown in.
  @Entry public var timeZone: TimeZone = .current

  /// The reading direction. Decl lays out left to right whatever it says; code may read it.
  @Entry public var layoutDirection: LayoutDirection = LayoutDirection.leftToRight

  /// Pixels per point: 1 in a terminal (a cell is 8 × 16 points).
  @Entry public var displayScale: CGFloat = 1

  /// The length of one pixel in points (`1 / displayScale`).
  public var pixelLength: CGFloat { 1 / displayScale }
}
