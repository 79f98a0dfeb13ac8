import Foundation

/// A publisher that provides an explicit means of connecting and canceling publication.
///
/// It produces nothing until `connect()` is called; `autoconnect()` connects on the first
/// subscription instead.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
  /// Connects to the publisher, allowing it to produce elements, and returns an instance with
  /// which to cancel publishing.
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Automates the process of connecting or disconnecting from this connectable publisher.
  ///
  /// ```swift
  /// Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// ```
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Publisher where Failure == Never {
  /// Creates a connectable wrapper around the publisher.
  public func makeConnectable() -> Publishers.MakeConnectable<Self> {
    Publishers.MakeConnectable(upstream: self)
  }
}

extension Publishers {
  /// A publisher that automatically connects to an upstream connectable publisher.
  ///
  /// It connects when the first subscriber attaches and disconnects when the last one cancels
  /// (or the stream completes); a later subscriber connects again.
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream

    private let lock = NSLock()
    // Guarded by `lock`.
    private var subscribers = 0
    private var connection: (any Cancellable)?
    private var connecting = false

    /// Creates a publisher that automatically connects to an upstream connectable publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      lock.lock()
      subscribers += 1
      lock.unlock()
      let events = SubscriptionEvents<Output, Failure>(
        completion: { [self] _ in release() }, cancel: { [self] in release() })
      upstream.subscribe(EventSubscriber(downstream: subscriber, events: events))
      // Connect after subscribing, so the first subscriber sees the first element; outside the
      // lock, since connecting may deliver (and complete) at once.
      guard lock.lock(if: connection == nil && !connecting && subscribers > 0) else { return }
      connecting = true
      lock.unlock()
      let connection = upstream.connect()
      lock.lock()
      connecting = false
      guard subscribers > 0 else {
        lock.unlock()
        connection.cancel()
        return
      }
      self.connection = connection
      lock.unlock()
    }

    private func release() {
      lock.lock()
      subscribers -= 1
      let ended = subscribers == 0 ? connection : nil
      if ended != nil { connection = nil }
      lock.unlock()
      ended?.cancel()
    }
  }

  /// A publisher that provides explicit connectability to another publisher.
  public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    private let inner: Multicast<Upstream, PassthroughSubject<Output, Failure>>

    /// Creates a connectable publisher, attached to the provide upstream publisher.
    public init(upstream: Upstream) {
      inner = upstream.multicast(subject: PassthroughSubject())
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable {
      inner.connect()
    }
  }
}

extension Publishers.Autoconnect: Equatable {
  public static func == (
    lhs: Publishers.Autoconnect<Upstream>, rhs: Publishers.Autoconnect<Upstream>
  )
    -> Bool
  {
    lhs === rhs
  }
}
