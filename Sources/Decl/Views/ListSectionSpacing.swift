import Foundation

/// The space between a list's sections.
public struct ListSectionSpacing: Hashable, Sendable {
  /// Points, or nil for the style's own.
  package let points: CGFloat?

  /// The style's spacing: a blank row in the grouped styles.
  public static let `default` = ListSectionSpacing(points: nil)
  /// Less space: a blank row in a terminal, as the default.
  public static let compact = ListSectionSpacing(points: nil)
  /// `spacing` points (16 a row).
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(points: spacing)
  }
}
