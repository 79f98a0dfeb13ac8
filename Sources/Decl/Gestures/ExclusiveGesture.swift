/// A gesture, or another only if the first fails (`exclusively(before:)`). A click or Enter
/// completes the first if it can, else the second.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture, ActivatedGesture
{
  /// Which gesture was recognised, with its value.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  package func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation? {
    first.activation { ended(Value.first($0)) }
      ?? second.activation { ended(Value.second($0)) }
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
