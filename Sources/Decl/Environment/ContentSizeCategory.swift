/// The older name of the text size the user asked for (`@Environment(\.sizeCategory)`).
public enum ContentSizeCategory: Hashable, Comparable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// Whether this is one of the accessibility categories.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category a dynamic type size names.
  public init(_ size: DynamicTypeSize) {
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
  }
}

extension ContentSizeCategory {
  /// Whether `lhs` is a larger size than `rhs`.
  public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { rhs < lhs }

  /// Whether `lhs` is at least as large as `rhs`.
  public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    !(lhs < rhs)
  }
}
