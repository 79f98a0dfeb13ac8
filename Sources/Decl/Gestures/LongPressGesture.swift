/// A gesture that ends after a press held `minimumDuration` seconds. A terminal cannot hold a
/// press on a view with keys, so a click or Enter or Space while focused completes it.
public struct LongPressGesture: _PrimitiveGesture, ActivatedGesture {
  public typealias Value = Bool

  /// How long the press must be held, in seconds.
  public var minimumDuration: Double
  /// How far the press may move before it fails, in points.
  public var maximumDistance: CGFloat

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  package func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation? {
    GestureActivation(count: 1) { ended(true) }
  }
}
