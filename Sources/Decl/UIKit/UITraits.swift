// UIKit's trait values and SwiftUI's conversions between them and its environment values,
// for code that bridges a `UITraitCollection` to SwiftUI (`ColorScheme(traits.userInterfaceStyle)`).

/// UIKit's light or dark interface style.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  case unspecified = 0
  case light = 1
  case dark = 2

  /// The style of a SwiftUI colour scheme (`.unspecified` for nil).
  public init(_ colorScheme: ColorScheme?) {
    switch colorScheme {
    case .light: self = .light
    case .dark: self = .dark
    case nil: self = .unspecified
    }
  }
}

/// UIKit's contrast setting.
public enum UIAccessibilityContrast: Int, Hashable, Sendable {
  case unspecified = -1
  case normal = 0
  case high = 1

  /// The contrast of a SwiftUI colour scheme contrast (`.unspecified` for nil).
  public init(_ colorSchemeContrast: ColorSchemeContrast?) {
    switch colorSchemeContrast {
    case .standard: self = .normal
    case .increased: self = .high
    case nil: self = .unspecified
    }
  }
}

/// UIKit's layout direction.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
  case unspecified = -1
  case leftToRight = 0
  case rightToLeft = 1

  /// The direction of a SwiftUI layout direction.
  public init(_ layoutDirection: LayoutDirection) {
    self = layoutDirection == .leftToRight ? .leftToRight : .rightToLeft
  }
}

/// UIKit's font weight setting (Bold Text).
public enum UILegibilityWeight: Int, Hashable, Sendable {
  case unspecified = -1
  case regular = 0
  case bold = 1

  /// The weight of a SwiftUI legibility weight (`.unspecified` for nil).
  public init(_ legibilityWeight: LegibilityWeight?) {
    switch legibilityWeight {
    case .regular: self = .regular
    case .bold: self = .bold
    case nil: self = .unspecified
    }
  }
}

/// UIKit's size class.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
  case unspecified = 0
  case compact = 1
  case regular = 2

  /// The size class of a SwiftUI size class (`.unspecified` for nil).
  public init(_ sizeClass: UserInterfaceSizeClass?) {
    switch sizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    case nil: self = .unspecified
    }
  }
}

/// UIKit's text size setting (Dynamic Type), named as UIKit names it.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// UIKit's categories, smallest first, in the order of SwiftUI's `DynamicTypeSize` cases.
  private static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The category of a SwiftUI size category (`.unspecified` for nil).
  public init(_ sizeCategory: ContentSizeCategory?) {
    guard let sizeCategory, let index = ContentSizeCategory.allCases.firstIndex(of: sizeCategory)
    else {
      self = .unspecified
      return
    }
    self = Self.ordered[index]
  }

  /// The category of a SwiftUI dynamic type size (`.unspecified` for nil).
  public init(_ dynamicTypeSize: DynamicTypeSize?) {
    guard let dynamicTypeSize, let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)
    else {
      self = .unspecified
      return
    }
    self = Self.ordered[index]
  }

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}

extension ColorScheme {
  /// The colour scheme of a UIKit interface style; nil for `.unspecified`.
  public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
    switch uiUserInterfaceStyle {
    case .light: self = .light
    case .dark: self = .dark
    case .unspecified: return nil
    }
  }
}

extension ColorSchemeContrast {
  /// The contrast of a UIKit accessibility contrast; nil for `.unspecified`.
  public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
    switch uiAccessibilityContrast {
    case .normal: self = .standard
    case .high: self = .increased
    case .unspecified: return nil
    }
  }
}

extension LayoutDirection {
  /// The direction of a UIKit layout direction; nil for `.unspecified`.
  public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) {
    switch uiLayoutDirection {
    case .leftToRight: self = .leftToRight
    case .rightToLeft: self = .rightToLeft
    case .unspecified: return nil
    }
  }
}

extension LegibilityWeight {
  /// The weight of a UIKit legibility weight; nil for `.unspecified`.
  public init?(_ uiLegibilityWeight: UILegibilityWeight) {
    switch uiLegibilityWeight {
    case .regular: self = .regular
    case .bold: self = .bold
    case .unspecified: return nil
    }
  }
}

extension UserInterfaceSizeClass {
  /// The size class of a UIKit size class; nil for `.unspecified`.
  public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
    switch uiUserInterfaceSizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    case .unspecified: return nil
    }
  }
}

extension TextInputAutocapitalization {
  /// The capitalization of a UIKit autocapitalization type.
  public init?(_ type: UITextAutocapitalizationType) {
    switch type {
    case .none: self = .never
    case .words: self = .words
    case .sentences: self = .sentences
    case .allCharacters: self = .characters
    }
  }
}

/// UIKit's traits of a view's environment, as far as SwiftUI bridges them: the colour scheme,
/// contrast, layout direction, text size, bold text and size classes.
public struct UITraitCollection: Sendable {
  public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
  public var accessibilityContrast: UIAccessibilityContrast = .unspecified
  public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
  public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  public var legibilityWeight: UILegibilityWeight = .unspecified
  public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
  public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified

  public init() {}
}

/// Traits a trait override can write (`UITraitBridgedEnvironmentKey.write(to:value:)`).
public protocol UIMutableTraits {
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
}

/// An environment key that mirrors a UIKit trait, read from and written to trait collections.
/// A terminal has no UIKit views, so the environment value is the only side that exists.
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
  /// The value of the trait in `traitCollection`.
  static func read(from traitCollection: UITraitCollection) -> Value
  /// Writes the value into the traits UIKit will carry.
  static func write(to mutableTraits: inout any UIMutableTraits, value: Value)
}
