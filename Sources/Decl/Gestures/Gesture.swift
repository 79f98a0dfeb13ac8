/// Something a view recognises from the pointer or keys, giving a `Value` as it changes and
/// when it ends. Attach one with `gesture(_:including:)`.
///
/// ```swift
/// Text("Open").gesture(TapGesture(count: 2).onEnded { open() })
/// ```
public protocol Gesture<Value> {
  /// What the gesture reports.
  associatedtype Value
  /// The gesture this one is made of: `Never` for the gestures Decl recognises itself.
  associatedtype Body: Gesture
  /// The gesture this one is made of, for a gesture built from others.
  var body: Body { get }
  /// What the gesture reports, named so that a gesture with a `body` reports its body's value
  /// without saying so (as SwiftUI's `_makeGesture` lets it).
  static var _valueType: Value.Type { get }
}

extension Never: Gesture {
  /// Never reports.
  public typealias Value = Never
  /// Never reports.
  public static var _valueType: Never.Type { Never.self }
}

/// A gesture Decl recognises itself: it has no body.
public protocol _PrimitiveGesture: Gesture where Body == Never {}

extension _PrimitiveGesture {
  /// A gesture Decl recognises itself has no body.
  public var body: Never { fatalError("\(Self.self) has no body") }

  /// What the gesture reports.
  public static var _valueType: Value.Type { Value.self }
}

extension Gesture where Value == Body.Value {
  /// A gesture built from others reports what its body reports.
  public static var _valueType: Body.Value.Type { Body.Value.self }
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
    SimultaneousGesture(self, other)
  }

  /// This gesture, then `other` once it has ended.
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }

  /// This gesture, or `other` only if this one fails.
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

/// How a gesture is run in a terminal: by a click (`count` of them in a row) on the view, or
/// Enter or Space while it is focused.
package struct GestureActivation {
  package let count: Int
  package let action: () -> Void
  /// For a gesture that reports where it happened (`SpatialTapGesture`): the action given the
  /// point in the view, in points; a key completing it gives the view's centre.
  package var locatedAction: ((CGPoint) -> Void)?

  package init(count: Int, action: @escaping () -> Void) {
    self.count = count
    self.action = action
  }

  package init(count: Int, locatedAction: @escaping (CGPoint) -> Void) {
    self.count = count
    self.action = { locatedAction(.zero) }
    self.locatedAction = locatedAction
  }
}

/// A gesture a click or Enter can complete (a tap or a long press); `ended` gets its value.
package protocol ActivatedGesture {
  func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation?
}

extension Gesture {
  /// How a click or Enter completes this gesture, if one can: `ended` gets its value.
  package func activation(ended: @escaping (Value) -> Void) -> GestureActivation? {
    if let activated = self as? any ActivatedGesture {
      return activated.activation { ended($0 as! Value) }
    }
    // A gesture with a body is recognised as its body is.
    guard Body.self != Never.self else { return nil }
    return body.activation { ended($0 as! Value) }
  }

  /// How a click or Enter completes this gesture, running `action` with its value before
  /// `ended` gets it (`onChanged` and `onEnded`: a completed tap changes to its value, then ends).
  package func activation(
    running action: @escaping (Value) -> Void, ending ended: @escaping (Any) -> Void
  ) -> GestureActivation? {
    activation { value in
      action(value)
      ended(value)
    }
  }
}
