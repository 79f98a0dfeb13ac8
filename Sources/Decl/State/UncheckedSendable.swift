/// A value handed across isolation where the type says nothing of its thread safety
/// (`UserDefaults` is thread-safe but not marked `Sendable`).
package struct UncheckedSendable<Value>: @unchecked Sendable {
  package let value: Value
  package init(_ value: Value) { self.value = value }
}
