/// A gesture that runs an action when it ends (`onEnded`).
public struct _EndedGesture<Base: Gesture>: _PrimitiveGesture, ActivatedGesture {
  public typealias Value = Base.Value
  let base: Base
  let action: (Value) -> Void

  package func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation? {
    base.activation(running: action, ending: ended)
  }
}
