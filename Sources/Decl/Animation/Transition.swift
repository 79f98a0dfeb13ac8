import Foundation

/// How a view looks as it is inserted and removed, by phase: written like a view modifier.
///
/// ```swift
/// struct Twirl: Transition {
///   func body(content: Content, phase: TransitionPhase) -> some View {
///     content.opacity(phase.isIdentity ? 1 : 0)
///   }
/// }
/// Text("Saved").transition(Twirl())
/// ```
///
/// A terminal inserts and removes a view at once: only the `.identity` phase is ever shown.
@MainActor @preconcurrency
public protocol Transition {
  /// The view a phase makes.
  associatedtype Body: View
  /// The view the transition applies to.
  typealias Content = PlaceholderContentView<Self>

  /// The view in `phase`.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

  /// What the transition does, for the system to adapt it (moving ones are left out when
  /// reduce motion is on).
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// A transition that moves.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// `content` as this transition shows it in `phase`.
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    body(content: PlaceholderContentView(content), phase: phase)
  }

  /// This transition and `other` at once.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }

  /// This transition, run with `animation`.
  public func animation(_ animation: Animation?) -> some Transition { self }
}

/// The phases of a transition: before the view appears, while it is shown, after it goes.
public enum TransitionPhase: Hashable, Sendable {
  /// About to be inserted.
  case willAppear
  /// Shown.
  case identity
  /// Removed.
  case didDisappear

  /// Whether the view is shown as it is.
  public var isIdentity: Bool { self == .identity }

  /// -1 before appearing, 0 shown, 1 after going.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// What a transition does.
public struct TransitionProperties: Sendable {
  /// Whether it moves the view.
  public var hasMotion: Bool

  /// Properties of a transition that moves (or not).
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// A stand-in for the view a transition, phase animator or keyframe animator applies to.
public struct PlaceholderContentView<Value>: View {
  private let content: AnyView

  package init<Content: View>(_ content: Content) { self.content = AnyView(content) }

  public var body: some View { content }
}

/// Two transitions at once.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second

  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }

  static var properties: TransitionProperties {
    TransitionProperties(
      hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
  }
}

/// Leaves the view as it is.
public struct IdentityTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Fades the view in and out.
public struct OpacityTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
  public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Moves the view in from an edge and out towards it.
public struct MoveTransition: Transition {
  /// The edge it comes from and goes to.
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  /// Off screen outside the identity phase (a terminal cannot show the way there).
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

/// Moves the view in from an edge and out towards the opposite one, fading it.
public struct PushTransition: Transition {
  /// The edge it comes from.
  public var edge: Edge
  public init(edge: Edge) { self.edge = edge }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

/// Slides the view in from the leading edge and out to the trailing edge.
public struct SlideTransition: Transition {
  public init() {}
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

/// Scales the view from `scale` about `anchor`.
public struct ScaleTransition: Transition {
  /// The scale outside the identity phase.
  public var scale: Double
  /// The point it scales about.
  public var anchor: UnitPoint
  public init(_ scale: Double, anchor: UnitPoint = .center) {
    self.scale = scale
    self.anchor = anchor
  }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
  }
}

/// Offsets the view outside the identity phase.
public struct OffsetTransition: Transition {
  /// The offset outside the identity phase.
  public var offset: CGSize
  public init(_ offset: CGSize) { self.offset = offset }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.offset(phase.isIdentity ? .zero : offset)
  }
}

/// Blurs and scales the view while it is replaced.
public struct BlurReplaceTransition: Transition {
  /// Which way the view scales.
  public struct Configuration: Equatable, Sendable {
    private let name: String
    /// Scales down as it goes, up as it comes.
    public static let downUp = Configuration(name: "downUp")
    /// Scales up both ways.
    public static let upUp = Configuration(name: "upUp")
  }

  /// Which way it scales.
  public var configuration: Configuration
  public init(configuration: Configuration) { self.configuration = configuration }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

/// One transition on insertion and another on removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
  /// The transition when the view is inserted.
  public var insertion: Insertion
  /// The transition when it is removed.
  public var removal: Removal
  public init(insertion: Insertion, removal: Removal) {
    self.insertion = insertion
    self.removal = removal
  }
  public func body(content: Content, phase: TransitionPhase) -> some View {
    switch phase {
    case .willAppear: AnyView(insertion.apply(content: content, phase: phase))
    case .identity: AnyView(content)
    case .didDisappear: AnyView(removal.apply(content: content, phase: phase))
    }
  }
  public static var properties: TransitionProperties {
    TransitionProperties(
      hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
  }
}

extension Transition where Self == IdentityTransition {
  /// Leaves the view as it is.
  public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
  /// Fades the view in and out.
  public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == MoveTransition {
  /// Moves the view in from, and out towards, `edge`.
  public static func move(edge: Edge) -> Self { Self(edge: edge) }
}

extension Transition where Self == PushTransition {
  /// Moves the view in from `edge` and out the other way.
  public static func push(from edge: Edge) -> Self { Self(edge: edge) }
}

extension Transition where Self == SlideTransition {
  /// Slides the view in from the leading edge and out to the trailing edge.
  public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == ScaleTransition {
  /// Scales the view from nothing.
  public static var scale: ScaleTransition { ScaleTransition(0) }
  /// Scales the view from `scale` about `anchor`.
  public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> Self {
    Self(scale, anchor: anchor)
  }
}

extension Transition where Self == OffsetTransition {
  /// Offsets the view by `offset`.
  public static func offset(_ offset: CGSize) -> Self { Self(offset) }
  /// Offsets the view by `x` and `y`.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self {
    Self(CGSize(width: x, height: y))
  }
}

extension Transition where Self == BlurReplaceTransition {
  /// Blurs and scales down then up.
  public static var blurReplace: BlurReplaceTransition { blurReplace() }
  /// Blurs and scales as `config` says.
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
    Self(configuration: config)
  }
}

extension View {
  /// How the view is inserted and removed. A terminal shows and hides it at once: accepted
  /// and ignored.
  public func transition<T: Transition>(_ transition: T) -> some View { self }
}
