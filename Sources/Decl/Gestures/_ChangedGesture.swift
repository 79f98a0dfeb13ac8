/// A gesture that runs an action as its value changes (`onChanged`).
public struct _ChangedGesture<Base: Gesture>: _PrimitiveGesture, ActivatedGesture
where Base.Value: Equatable {
  public typealias Value = Base.Value
  let base: Base
  let action: (Value) -> Void

  /// A tap or long press completed at once changes to its final value, then ends.
  package func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation? {
    base.activation(running: action, ending: ended)
  }
}
