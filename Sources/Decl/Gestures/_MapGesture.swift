/// A gesture whose values are turned into others (`map`).
public struct _MapGesture<Base: Gesture, Value>: _PrimitiveGesture, ActivatedGesture {
  let base: Base
  let transform: (Base.Value) -> Value

  /// What the gesture reports: the generic parameter, said here so that it is not inferred
  /// from the default for gestures with a body.
  public static var _valueType: Value.Type { Value.self }

  package func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation? {
    let transform = transform
    return base.activation { ended(transform($0)) }
  }
}
