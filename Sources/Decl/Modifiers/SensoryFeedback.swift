/// A haptic or sound the device plays as feedback. A terminal has neither: `sensoryFeedback`
/// modifiers are accepted and play nothing.
public struct SensoryFeedback: Equatable, Sendable {
  private let name: String

  /// How heavy an impact feels.
  public struct Weight: Equatable, Sendable {
    private let name: String
    /// A light impact.
    public static let light = Weight(name: "light")
    /// A medium impact.
    public static let medium = Weight(name: "medium")
    /// A heavy impact.
    public static let heavy = Weight(name: "heavy")
  }

  /// How flexible the colliding objects of an impact feel.
  public struct Flexibility: Equatable, Sendable {
    private let name: String
    /// Rigid objects.
    public static let rigid = Flexibility(name: "rigid")
    /// Solid objects.
    public static let solid = Flexibility(name: "solid")
    /// Soft objects.
    public static let soft = Flexibility(name: "soft")
  }

  /// A task completed.
  public static let success = SensoryFeedback(name: "success")
  /// A task produced a warning.
  public static let warning = SensoryFeedback(name: "warning")
  /// A task failed.
  public static let error = SensoryFeedback(name: "error")
  /// The selection changed.
  public static let selection = SensoryFeedback(name: "selection")
  /// A value increased.
  public static let increase = SensoryFeedback(name: "increase")
  /// A value decreased.
  public static let decrease = SensoryFeedback(name: "decrease")
  /// An activity started.
  public static let start = SensoryFeedback(name: "start")
  /// An activity stopped.
  public static let stop = SensoryFeedback(name: "stop")
  /// Something snapped into alignment.
  public static let alignment = SensoryFeedback(name: "alignment")
  /// A value crossed a level.
  public static let levelChange = SensoryFeedback(name: "levelChange")
  /// Two objects collided.
  public static let impact = SensoryFeedback(name: "impact")

  /// Two objects of a weight collided.
  public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
    .impact
  }

  /// Two objects of a flexibility collided.
  public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
    .impact
  }
}

extension View {
  /// Plays `feedback` when `trigger` changes; a terminal has no haptics: accepted and ignored.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    self
  }

  /// Plays `feedback` when `trigger` changes and `condition` says so: accepted and ignored.
  public func sensoryFeedback<T: Equatable>(
    _ feedback: SensoryFeedback, trigger: T,
    condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
  ) -> some View {
    self
  }

  /// Plays the feedback `feedback` returns when `trigger` changes: accepted and ignored.
  public func sensoryFeedback<T: Equatable>(
    trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
  ) -> some View {
    self
  }
}
