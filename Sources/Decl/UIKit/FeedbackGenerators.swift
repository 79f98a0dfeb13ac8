/// Haptic feedback: a terminal has no motor, so the generators are accepted and do nothing.
@MainActor
open class UIFeedbackGenerator {
  public init() {}

  /// Gets the motor ready: accepted.
  public func prepare() {}
}

/// An impact's haptic (a tap felt when something lands).
@MainActor @preconcurrency
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How strong the impact is.
  public let style: FeedbackStyle

  /// A generator of impacts of `style`.
  public init(style: FeedbackStyle = .medium) {
    self.style = style
    super.init()
  }

  /// Plays an impact: accepted.
  public func impactOccurred() {}

  /// Plays an impact of an intensity between 0 and 1: accepted.
  public func impactOccurred(intensity: CGFloat) {}

  /// Impact strengths.
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
}

/// A notification's haptic (success, warning, error).
@MainActor @preconcurrency
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the haptic of `notificationType`: accepted.
  public func notificationOccurred(_ notificationType: FeedbackType) {}

  /// Kinds of notification haptics.
  public enum FeedbackType: Int, Sendable { case success, warning, error }
}

/// A selection change's haptic (a picker's tick).
@MainActor @preconcurrency
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays a selection tick: accepted.
  public func selectionChanged() {}
}
