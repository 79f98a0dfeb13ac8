/// A gesture that ends after `count` taps: in a terminal, `count` clicks in a row on the view,
/// or Enter or Space while it is focused.
public struct TapGesture: _PrimitiveGesture, ActivatedGesture {
  public typealias Value = Void

  /// How many taps in a row end the gesture.
  public var count: Int

  public init(count: Int = 1) { self.count = count }

  package func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation? {
    GestureActivation(count: max(1, count)) { ended(()) }
  }
}
