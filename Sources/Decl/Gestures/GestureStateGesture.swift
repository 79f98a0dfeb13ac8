/// A gesture that updates a `@GestureState` while it goes on (`updating(_:body:)`).
public struct GestureStateGesture<Base: Gesture, State>: _PrimitiveGesture, ActivatedGesture {
  public typealias Value = Base.Value
  /// The gesture whose values update the state.
  public var base: Base
  /// The state it updates.
  public var state: GestureState<State>
  let body: (Value, inout State, inout Transaction) -> Void

  /// `base`, updating `state` with `body` while it goes on.
  public init(
    base: Base, state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) {
    self.base = base
    self.state = state
    self.body = body
  }

  /// A gesture completed at once ends as it begins, so its state is back to its first value
  /// before anything draws it: the update is not run.
  package func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation? {
    base.activation { ended($0) }
  }
}
