import Foundation

extension NotificationCenter {
  /// Returns a publisher that emits events when broadcasting notifications.
  ///
  /// ```swift
  /// NotificationCenter.default.publisher(for: .didSave).sink { _ in reload() }
  /// ```
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// A publisher that emits elements when broadcasting notifications.
  ///
  /// Each subscriber observes the center from its subscription until it cancels; notifications
  /// posted while it has no demand are dropped. They arrive on the posting thread.
  public struct Publisher: DeclCombine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    /// The notification center this publisher uses as a source.
    public let center: NotificationCenter
    /// The name of notifications published by this publisher.
    public let name: Notification.Name
    /// The object posting the named notification.
    public let object: AnyObject?

    /// Creates a publisher that emits events when broadcasting notifications.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Notification, S.Failure == Never {
      let subscription = NotificationSubscription(downstream: subscriber)
      subscriber.receive(subscription: subscription)
      subscription.observe(center, name: name, object: object)
    }
  }
}

extension NotificationCenter.Publisher: Equatable {
  public static func == (lhs: NotificationCenter.Publisher, rhs: NotificationCenter.Publisher)
    -> Bool
  {
    lhs.center === rhs.center && lhs.name == rhs.name && lhs.object === rhs.object
  }
}

/// One subscriber's observation of a notification center.
///
/// `@unchecked Sendable`: the center calls it from the posting thread; its state is
/// lock-protected.
private final class NotificationSubscription<Downstream: Subscriber>: Subscription,
  @unchecked Sendable
where Downstream.Input == Notification {
  private let lock = NSLock()
  // Guarded by `lock`; `downstream` is `nil` once cancelled.
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var center: NotificationCenter?
  private var token: (any NSObjectProtocol)?

  init(downstream: Downstream) {
    self.downstream = downstream
  }

  func observe(_ center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
    let deliver = SendableCallback<Notification> { [weak self] in self?.deliver($0) }
    let token = center.addObserver(forName: name, object: object, queue: nil) { deliver($0) }
    guard lock.lock(if: downstream != nil) else {
      center.removeObserver(token)
      return
    }
    self.center = center
    self.token = token
    lock.unlock()
  }

  func request(_ demand: Subscribers.Demand) {
    lock.withLock { self.demand += demand }
  }

  func cancel() {
    lock.lock()
    let center = self.center
    let token = self.token
    downstream = nil
    self.center = nil
    self.token = nil
    lock.unlock()
    if let center, let token { center.removeObserver(token) }
  }

  private func deliver(_ notification: Notification) {
    lock.lock()
    guard let downstream, demand > 0 else {
      lock.unlock()
      return
    }
    demand -= 1
    lock.unlock()
    let more = downstream.receive(notification)
    guard more > 0 else { return }
    request(more)
  }
}
