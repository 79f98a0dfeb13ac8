/// A gesture of any type with the same value, so differently built gestures can be returned
/// from one function.
///
/// ```swift
/// var gesture: AnyGesture<Void> { AnyGesture(TapGesture(count: 2)) }
/// ```
public struct AnyGesture<Value>: _PrimitiveGesture, ActivatedGesture {
  private let activate: (@escaping (Any) -> Void) -> GestureActivation?

  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    activate = { ended in gesture.activation { ended($0) } }
  }

  package func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation? {
    activate(ended)
  }
}
