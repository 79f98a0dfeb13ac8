// The accessibility settings code reads to adapt. A terminal has none of these settings, so
// each reads SwiftUI's default (motion is not reduced, VoiceOver is off, …); a view or a test
// may set them with `environment(_:_:)` to try the other branch.

/// Whether text should be drawn heavier (the Bold Text setting).
public enum LegibilityWeight: Hashable, Sendable {
  case regular
  case bold
}

/// The contrast the user asked for.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
  case standard
  case increased
}

extension EnvironmentValues {
  /// Whether the user asked for less motion; false in a terminal unless a view sets it.
  @Entry public var accessibilityReduceMotion: Bool = false

  /// Whether the user asked for less transparency.
  @Entry public var accessibilityReduceTransparency: Bool = false

  /// Whether the user asked for shapes or text where colour alone tells things apart.
  @Entry public var accessibilityDifferentiateWithoutColor: Bool = false

  /// Whether the display inverts colours.
  @Entry public var accessibilityInvertColors: Bool = false

  /// Whether buttons should show their shapes.
  @Entry public var accessibilityShowButtonShapes: Bool = false

  /// Whether an assistive technology is running.
  @Entry public var accessibilityEnabled: Bool = false

  /// Whether VoiceOver is running.
  @Entry public var accessibilityVoiceOverEnabled: Bool = false

  /// Whether Switch Control is running.
  @Entry public var accessibilitySwitchControlEnabled: Bool = false

  /// Whether flashing lights should be dimmed.
  @Entry public var accessibilityDimFlashingLights: Bool = false

  /// Whether animated images should play.
  @Entry public var accessibilityPlayAnimatedImages: Bool = true

  /// Whether text should be heavier (the Bold Text setting).
  @Entry public var legibilityWeight: LegibilityWeight? = .regular

  /// The contrast the user asked for.
  @Entry public var colorSchemeContrast: ColorSchemeContrast = ColorSchemeContrast.standard
}
