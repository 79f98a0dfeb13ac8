/// A gesture whose values are turned into others (`map`).
public struct _MapGesture<Base: Gesture, Value>: Gesture, ActivatedGesture {
  let base: Base
  let transform: (Base.Value) -> Value

  package func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation? {
    let transform = transform
    return base.activation { ended(transform($0)) }
  }
}
