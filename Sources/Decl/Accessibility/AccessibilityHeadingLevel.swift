/// The level of a heading among other headings, set with `accessibilityHeading(_:)`.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  /// A heading without a hierarchy.
  case unspecified = 0
  /// Level 1 heading.
  case h1 = 1
  /// Level 2 heading.
  case h2 = 2
  /// Level 3 heading.
  case h3 = 3
  /// Level 4 heading.
  case h4 = 4
  /// Level 5 heading.
  case h5 = 5
  /// Level 6 heading.
  case h6 = 6
}
