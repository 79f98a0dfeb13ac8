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

private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }
private struct ShowButtonShapesKey: EnvironmentKey { static let defaultValue = false }
private struct AccessibilityEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct SwitchControlEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct DimFlashingLightsKey: EnvironmentKey { static let defaultValue = false }
private struct PlayAnimatedImagesKey: EnvironmentKey { static let defaultValue = true }
private struct LegibilityWeightKey: EnvironmentKey {
  static let defaultValue: LegibilityWeight? = .regular
}
private struct ColorSchemeContrastKey: EnvironmentKey {
  static let defaultValue = ColorSchemeContrast.standard
}

extension EnvironmentValues {
  /// Whether the user asked for less motion; false in a terminal unless a view sets it.
  public var accessibilityReduceMotion: Bool {
    get { self[ReduceMotionKey.self] }
    set { self[ReduceMotionKey.self] = newValue }
  }

  /// Whether the user asked for less transparency.
  public var accessibilityReduceTransparency: Bool {
    get { self[ReduceTransparencyKey.self] }
    set { self[ReduceTransparencyKey.self] = newValue }
  }

  /// Whether the user asked for shapes or text where colour alone tells things apart.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { self[DifferentiateWithoutColorKey.self] }
    set { self[DifferentiateWithoutColorKey.self] = newValue }
  }

  /// Whether the display inverts colours.
  public var accessibilityInvertColors: Bool {
    get { self[InvertColorsKey.self] }
    set { self[InvertColorsKey.self] = newValue }
  }

  /// Whether buttons should show their shapes.
  public var accessibilityShowButtonShapes: Bool {
    get { self[ShowButtonShapesKey.self] }
    set { self[ShowButtonShapesKey.self] = newValue }
  }

  /// Whether an assistive technology is running.
  public var accessibilityEnabled: Bool {
    get { self[AccessibilityEnabledKey.self] }
    set { self[AccessibilityEnabledKey.self] = newValue }
  }

  /// Whether VoiceOver is running.
  public var accessibilityVoiceOverEnabled: Bool {
    get { self[VoiceOverEnabledKey.self] }
    set { self[VoiceOverEnabledKey.self] = newValue }
  }

  /// Whether Switch Control is running.
  public var accessibilitySwitchControlEnabled: Bool {
    get { self[SwitchControlEnabledKey.self] }
    set { self[SwitchControlEnabledKey.self] = newValue }
  }

  /// Whether flashing lights should be dimmed.
  public var accessibilityDimFlashingLights: Bool {
    get { self[DimFlashingLightsKey.self] }
    set { self[DimFlashingLightsKey.self] = newValue }
  }

  /// Whether animated images should play.
  public var accessibilityPlayAnimatedImages: Bool {
    get { self[PlayAnimatedImagesKey.self] }
    set { self[PlayAnimatedImagesKey.self] = newValue }
  }

  /// Whether text should be heavier (the Bold Text setting).
  public var legibilityWeight: LegibilityWeight? {
    get { self[LegibilityWeightKey.self] }
    set { self[LegibilityWeightKey.self] = newValue }
  }

  /// The contrast the user asked for.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }
}
