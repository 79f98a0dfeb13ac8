import Dispatch
import Foundation

extension View {
  /// Adds an action to perform when this view detects data emitted by the given publisher.
  ///
  /// ```swift
  /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// Text("\(seconds)").onReceive(timer) { _ in seconds += 1 }
  /// ```
  ///
  /// The view subscribes when it appears and cancels when it disappears. The action runs on the
  /// main actor: a value published on another thread is handed to the main queue first. A new
  /// publisher (one that differs from the previous in an object's identity or an equatable
  /// value; closures are not compared) replaces the subscription, as in SwiftUI.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    modifier(OnReceiveModifier(publisher: publisher, action: action))
  }
}

/// Keeps a subscription to a publisher while the modified view is on screen.
private struct OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
  let publisher: P
  let action: @MainActor (P.Output) -> Void
  @State private var subscription = OnReceiveSubscription<P>()

  func body(content: Content) -> some View {
    // The latest publisher and action are kept for the next (re)subscription and value; this
    // only stores them, so the body stays free of effects.
    subscription.update(publisher: publisher, action: action)
    return
      content
      .onAppear { subscription.appear() }
      .onDisappear { subscription.disappear() }
      .onChange(of: PublisherIdentity(publisher)) { subscription.publisherChanged() }
  }
}

/// The subscription behind `onReceive`, owned by the modifier's node.
@MainActor
private final class OnReceiveSubscription<P: Publisher> where P.Failure == Never {
  private var publisher: P?
  private var action: (@MainActor (P.Output) -> Void)?
  private var cancellable: AnyCancellable?
  // Counts subscriptions, so a value queued for the main queue by an old one is dropped.
  private var generation = 0

  func update(publisher: P, action: @escaping @MainActor (P.Output) -> Void) {
    self.publisher = publisher
    self.action = action
  }

  func appear() {
    subscribe()
  }

  func disappear() {
    generation += 1
    cancellable?.cancel()
    cancellable = nil
  }

  func publisherChanged() {
    guard cancellable != nil else { return }
    subscribe()
  }

  private func subscribe() {
    disappear()
    guard let publisher else { return }
    let current = generation
    // `@Sendable` so the closure is not taken as main-actor code: the publisher may call it
    // from any thread, and it hops to the main queue itself.
    cancellable = publisher.sink { @Sendable [weak self] value in
      let box = OnReceiveValue(value)
      if DispatchQueue.isMainQueue {
        MainActor.assumeIsolated { self?.deliver(box.value, generation: current) }
      } else {
        DispatchQueue.main.async {
          MainActor.assumeIsolated { self?.deliver(box.value, generation: current) }
        }
      }
    }
  }

  private func deliver(_ value: P.Output, generation: Int) {
    guard generation == self.generation, cancellable != nil else { return }
    action?(value)
  }
}

/// Carries a value published on another thread to the main queue, as SwiftUI does whatever
/// the value's type.
private struct OnReceiveValue<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}

/// Compares two publishers the way a view's inputs are compared: equatable values with `==`,
/// objects by identity, structures field by field. Closures (and anything too deep to walk)
/// count as unchanged, so a publisher rebuilt by each body with the same inputs keeps its
/// subscription.
private struct PublisherIdentity: Equatable {
  let publisher: Any

  init(_ publisher: Any) {
    self.publisher = publisher
  }

  static func == (lhs: PublisherIdentity, rhs: PublisherIdentity) -> Bool {
    same(lhs.publisher, rhs.publisher, depth: 0)
  }

  private static func same(_ a: Any, _ b: Any, depth: Int) -> Bool {
    guard type(of: a) == type(of: b) else { return false }
    if let equatable = a as? any Equatable { return equatable.isEqual(to: b) }
    if type(of: a) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
    guard depth < 8 else { return true }
    let left = Mirror(reflecting: a)
    let right = Mirror(reflecting: b)
    guard left.children.count == right.children.count else { return false }
    // A case without a payload has no children; only its description names it.
    if left.displayStyle == .enum, left.children.isEmpty {
      return String(describing: a) == String(describing: b)
    }
    return zip(left.children, right.children).allSatisfy {
      $0.label == $1.label && same($0.value, $1.value, depth: depth + 1)
    }
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
