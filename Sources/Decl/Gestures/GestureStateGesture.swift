/// A gesture that updates a `@GestureState` while it goes on (`updating(_:body:)`).
public struct GestureStateGesture<Base: Gesture, State>: _PrimitiveGesture, ActivatedGesture {
  public typealias Value = Base.Value
  let base: Base
  let state: GestureState<State>
  let body: (Value, inout State, inout Transaction) -> Void

  /// A gesture completed at once ends as it begins, so its state is back to its first value
  /// before anything draws it: the update is not run.
  package func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation? {
    base.activation { ended($0) }
  }
}
