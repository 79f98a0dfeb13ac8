/// Where a view is in a scroll view's visible region, for a `scrollTransition`: Decl's
/// scroll views show whole rows, so every view shown is at `.identity`.
public enum ScrollTransitionPhase: Hashable, Sendable {
  /// Entering or leaving at the top (or leading) edge.
  case topLeading
  /// Fully in view.
  case identity
  /// Entering or leaving at the bottom (or trailing) edge.
  case bottomTrailing

  /// Whether the view is fully in view.
  public var isIdentity: Bool { self == .identity }

  /// -1 at the top or leading edge, 0 in view, 1 at the bottom or trailing edge.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition follows scrolling: tied to the scroll position, animated between
/// phases, or not at all.
public struct ScrollTransitionConfiguration: Sendable {
  private var animation: Animation?
  private var threshold = Threshold.visible

  /// The transition follows the scroll position.
  public static let interactive = ScrollTransitionConfiguration()
  /// The transition animates between phases.
  public static let animated = ScrollTransitionConfiguration(animation: .default)
  /// No transition: the view always has its identity phase.
  public static let identity = ScrollTransitionConfiguration()

  /// The transition follows the scroll position along `timingCurve`.
  public static func interactive(timingCurve: UnitCurve = .easeInOut)
    -> ScrollTransitionConfiguration
  { ScrollTransitionConfiguration() }

  /// The transition animates between phases with `animation`.
  public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(animation: animation)
  }

  /// The configuration with another animation.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    var copy = self
    copy.animation = animation
    return copy
  }

  /// The configuration with another threshold.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.threshold = threshold
    return copy
  }

  /// How far into view a view must be to be at its identity phase.
  public struct Threshold: Sendable {
    private let amount: Double

    /// Any part in view.
    public static let visible = Threshold(amount: 0)
    /// All of it out of view.
    public static let hidden = Threshold(amount: -1)
    /// Its centre at the region's centre.
    public static var centered: Threshold { Threshold(amount: 0.5) }

    /// `amount` (0 to 1) of it in view.
    public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }

    /// Between this threshold and `other`.
    public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
      Threshold(amount: self.amount + (other.amount - self.amount) * amount)
    }

    /// The threshold moved in by `distance` points.
    public func inset(by distance: Double) -> Threshold { self }
  }
}

extension View {
  /// Applies `transition` as the view scrolls in and out of view. Decl's scroll views show
  /// whole rows, so every view shown is at `.identity`, and the effect the closure gives for
  /// it is drawn (its opacity and offset).
  ///
  /// ```swift
  /// Text(row.name).scrollTransition { effect, phase in effect.opacity(phase.isIdentity ? 1 : 0) }
  /// ```
  public func scrollTransition<Effect: VisualEffect>(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    identityEffect(transition(EmptyVisualEffect(), .identity))
  }

  /// Applies `transition`, configured separately for each edge; as `scrollTransition(_:axis:transition:)`.
  public func scrollTransition<Effect: VisualEffect>(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
    axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect
  ) -> some View {
    identityEffect(transition(EmptyVisualEffect(), .identity))
  }

  /// The view drawn with the opacity and offset of a transition's effect at `.identity`.
  private func identityEffect(_ effect: some VisualEffect) -> some View {
    let chain = effect.chain
    return offset(chain.offset).opacity(chain.opacity)
  }
}
