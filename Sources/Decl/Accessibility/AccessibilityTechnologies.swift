/// Assistive technologies an `@AccessibilityFocusState` can follow.
public struct AccessibilityTechnologies: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// VoiceOver.
  public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
  /// Switch Control.
  public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)
}
