import Foundation

extension Publishers {
  /// A publisher that uses a subject to deliver elements to multiple subscribers.
  ///
  /// Subscribers attach to the subject; `connect()` subscribes the subject to the upstream.
  public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
  where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher that this publisher receives elements from.
    public final let upstream: Upstream
    /// A closure that returns a subject each time a subscriber attaches to the multicast
    /// publisher (it is called once, and the subject kept).
    public final let createSubject: () -> SubjectType

    private let lock = NSLock()
    // Guarded by `lock`.
    private var madeSubject: SubjectType?

    /// Creates a multicast publisher that applies a closure to create a subject that delivers
    /// elements to subscribers.
    public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
      self.upstream = upstream
      self.createSubject = createSubject
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      subject.receive(subscriber: subscriber)
    }

    public func connect() -> any Cancellable {
      upstream.subscribe(subject)
    }

    private var subject: SubjectType {
      lock.lock()
      defer { lock.unlock() }
      if let madeSubject { return madeSubject }
      let made = createSubject()
      madeSubject = made
      return made
    }
  }

  /// A publisher that shares the output of an upstream publisher with multiple subscribers.
  ///
  /// The upstream is subscribed once, when the first subscriber attaches, and cancelled when
  /// the last one leaves; subscribers that attach later miss earlier elements.
  public final class Share<Upstream: Publisher>: Publisher, Equatable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher from which this publisher receives elements.
    public final let upstream: Upstream

    private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

    /// Creates a publisher that shares the output of an upstream publisher.
    public init(upstream: Upstream) {
      self.upstream = upstream
      inner = upstream.multicast(subject: PassthroughSubject()).autoconnect()
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      inner.receive(subscriber: subscriber)
    }

    public static func == (lhs: Share<Upstream>, rhs: Share<Upstream>) -> Bool {
      lhs === rhs
    }
  }
}

extension Publisher {
  /// Applies a closure to create a subject that delivers elements to subscribers.
  public func multicast<S: Subject>(_ createSubject: @escaping () -> S)
    -> Publishers.Multicast<
      Self, S
    > where Failure == S.Failure, Output == S.Output
  {
    Publishers.Multicast(upstream: self, createSubject: createSubject)
  }

  /// Provides a subject to deliver elements to multiple subscribers.
  public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
  where Failure == S.Failure, Output == S.Output {
    Publishers.Multicast(upstream: self) { subject }
  }

  /// Shares the output of an upstream publisher with multiple subscribers.
  ///
  /// ```swift
  /// let shared = fetch().share()  // one request, however many subscribers
  /// ```
  public func share() -> Publishers.Share<Self> {
    Publishers.Share(upstream: self)
  }
}
