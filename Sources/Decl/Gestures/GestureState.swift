/// State a gesture sets while it goes on (`updating(_:body:)`), back to its first value when
/// the gesture ends. Gestures in a terminal end as they begin, so it keeps its first value.
///
/// ```swift
/// @GestureState private var isPressing = false
/// ```
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private let initialValue: Value

  public init(wrappedValue: Value) { initialValue = wrappedValue }

  public init(initialValue: Value) { self.initialValue = initialValue }

  public init(wrappedValue: Value, resetTransaction: Transaction) {
    initialValue = wrappedValue
  }

  public init(initialValue: Value, resetTransaction: Transaction) {
    self.initialValue = initialValue
  }

  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initialValue = wrappedValue
  }

  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    self.initialValue = initialValue
  }

  /// The current value.
  public var wrappedValue: Value { initialValue }

  /// The state itself, to pass to `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A state that starts as `nil`.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil)
  }

  /// A state that starts as `nil`.
  public init(reset: @escaping (Value, inout Transaction) -> Void) {
    self.init(wrappedValue: nil)
  }
}
