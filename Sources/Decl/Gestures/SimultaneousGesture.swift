/// Two gestures recognised together (`simultaneously(with:)`). Accepted: a click or Enter
/// does not complete the pair.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: _PrimitiveGesture {
  /// What each gesture reports, nil while it has not begun.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }

  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}
