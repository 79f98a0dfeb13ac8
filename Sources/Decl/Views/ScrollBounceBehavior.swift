/// Whether a scroll view bounces at its ends; a terminal's scroll views stop at their ends.
public struct ScrollBounceBehavior: Sendable, Equatable {
  private let name: String

  /// The platform's choice.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always bounce.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Bounce only when the content is larger than the scroll view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

extension View {
  /// A terminal's scroll views do not bounce: accepted and ignored.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  {
    modifier(
      EnvironmentWriter {
        if axes.contains(.vertical) { $0.verticalScrollBounceBehavior = behavior }
        if axes.contains(.horizontal) { $0.horizontalScrollBounceBehavior = behavior }
      })
  }
}
