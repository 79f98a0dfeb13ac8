// Combine moves values and callbacks across threads whatever their types; these two wrappers
// say so to the compiler where Foundation's and Swift's APIs ask for `Sendable`.

/// Carries a value to the task awaiting it (async accessors such as `Future.value`).
struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// A callback that Foundation may call from any thread (notification observers, URL session
/// completion handlers); what it calls guards its own state with a lock.
final class SendableCallback<Value>: @unchecked Sendable {
  private let handler: (Value) -> Void

  init(_ handler: @escaping (Value) -> Void) {
    self.handler = handler
  }

  func callAsFunction(_ value: Value) {
    handler(value)
  }
}
