import Foundation

/// A protocol that declares a type that can receive input from a publisher.
///
/// The publisher calls `receive(subscription:)` once, then `receive(_:)` no more often than
/// the subscriber requested, then at most one `receive(completion:)`.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values this subscriber receives.
  associatedtype Input
  /// The kind of errors this subscriber might receive.
  associatedtype Failure: Error

  /// Tells the subscriber that it has subscribed and may request items.
  func receive(subscription: any Subscription)
  /// Tells the subscriber that the publisher has produced an element; answers extra demand.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Tells the subscriber that the publisher has finished, normally or with an error.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Tells the subscriber that a publisher of void elements produced one.
  public func receive() -> Subscribers.Demand {
    receive(())
  }
}

/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Tells a publisher that it may send more values to the subscriber.
  func request(_ demand: Subscribers.Demand)
}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
  /// Cancels the activity; the canceller receives nothing afterwards.
  func cancel()
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
  /// A unique identifier for identifying publisher streams.
  var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
  public var combineIdentifier: CombineIdentifier {
    CombineIdentifier(self)
  }
}

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
  private let rawValue: UInt64

  /// Creates a fresh identifier, distinct from every other.
  public init() {
    rawValue = CombineIdentifierCounter.shared.next()
  }

  /// Creates an identifier from an object's identity.
  public init(_ obj: AnyObject) {
    rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj)))
  }

  public var description: String {
    "0x" + String(rawValue, radix: 16)
  }
}

/// Hands out fresh identifiers; the counter starts high so it never meets an object address.
private final class CombineIdentifierCounter: @unchecked Sendable {
  static let shared = CombineIdentifierCounter()

  // Guarded by `lock`.
  private let lock = NSLock()
  private var value: UInt64 = 1 << 63

  func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}
