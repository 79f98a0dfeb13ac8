// How a view's content changes from one value to the next. A terminal draws the new content at
// once, so every content transition is the identity: accepted, kept in the environment, and
// drawn as a plain replacement.

/// How text and symbols change when their content does.
public struct ContentTransition: Equatable, Sendable {
  private enum Kind: Equatable, Sendable {
    case identity, opacity, interpolate, symbolEffect
    case numericText(countsDown: Bool)
  }

  private let kind: Kind

  /// The new content replaces the old.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition(kind: .opacity)
  /// The content's glyphs morph into the new ones.
  public static let interpolate = ContentTransition(kind: .interpolate)
  /// A symbol's own effect.
  public static let symbolEffect = ContentTransition(kind: .symbolEffect)

  /// Digits roll up (or down, with `countsDown`) to the new number.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown))
  }

  /// Digits roll towards `value`: up when it grows, down when it shrinks.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: false))
  }
}

extension EnvironmentValues {
  /// How content inside changes; a terminal always replaces it.
  @Entry public var contentTransition: ContentTransition = ContentTransition.identity

  /// Whether content transitions draw offscreen first; nothing to change in a terminal.
  @Entry public var contentTransitionAddsDrawingGroup: Bool = false
}

extension View {
  /// How content inside changes from one value to the next; a terminal replaces it at once,
  /// so the transition is kept in the environment and otherwise ignored.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}
