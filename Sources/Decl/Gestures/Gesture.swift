/// Something a view recognises from the pointer or keys, giving a `Value` as it changes and
/// when it ends. Attach one with `gesture(_:including:)`.
///
/// ```swift
/// Text("Open").gesture(TapGesture(count: 2).onEnded { open() })
/// ```
public protocol Gesture<Value> {
  /// What the gesture reports.
  associatedtype Value
}

extension Gesture {
  /// Runs `action` with the final value when the gesture ends.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(base: self, action: action)
  }

  /// Runs `action` with each new value while the gesture goes on.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self>
  where Value: Equatable {
    _ChangedGesture(base: self, action: action)
  }

  /// The gesture with its values turned into others.
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(base: self, transform: body)
  }

  /// Updates `state` while the gesture goes on; it goes back to its first value when the
  /// gesture ends.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self, state: state, body: body)
  }

  /// This gesture and `other` recognised together.
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(first: self, second: other)
  }

  /// This gesture, then `other` once it has ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(first: self, second: other)
  }

  /// This gesture, or `other` only if this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(first: self, second: other)
  }
}

/// How a gesture is run in a terminal: by a click (`count` of them in a row) on the view, or
/// Enter or Space while it is focused.
package struct GestureActivation {
  package let count: Int
  package let action: () -> Void
}

/// A gesture a click or Enter can complete (a tap or a long press); `ended` gets its value.
package protocol ActivatedGesture {
  func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation?
}

extension Gesture {
  /// How a click or Enter completes this gesture, if one can: `ended` gets its value.
  package func activation(ended: @escaping (Value) -> Void) -> GestureActivation? {
    (self as? any ActivatedGesture)?.activation { ended($0 as! Value) }
  }
}
