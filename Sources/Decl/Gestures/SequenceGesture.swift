/// A gesture followed by another once it ends (`sequenced(before:)`). Accepted: a click or
/// Enter does not complete the sequence.
public struct SequenceGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
  /// The first gesture going on, or the first ended and the second going on.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
