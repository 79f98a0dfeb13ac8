import Foundation

/// Where `@Observable` change notifications wait for the main actor.
///
/// Observation calls back synchronously on whatever thread made the change, which need not be
/// the main actor's. The callback only records the node here; the graph takes the records at
/// the start of its next update, and a main-actor task makes sure an update comes.
package final class ObservationInbox: @unchecked Sendable {
  private let lock = NSLock()
  private var changed: [(node: WeakNodeBox, generation: Int)] = []
  private var wakeScheduled = false

  /// Records that `node` (as of body run `generation`) read something that changed.
  package func post(_ node: WeakNodeBox, generation: Int, wake: @escaping @Sendable () -> Void) {
    lock.lock()
    changed.append((node, generation))
    let shouldWake = !wakeScheduled
    wakeScheduled = true
    lock.unlock()
    if shouldWake { wake() }
  }

  /// Takes every record posted so far.
  package func take() -> [(node: WeakNodeBox, generation: Int)] {
    lock.lock()
    defer { lock.unlock() }
    let taken = changed
    changed.removeAll()
    wakeScheduled = false
    return taken
  }
}

/// A weak reference to a node that can cross threads; it is only dereferenced on the main actor.
package final class WeakNodeBox: @unchecked Sendable {
  private weak var node: ViewNode?

  @MainActor package init(_ node: ViewNode) { self.node = node }

  @MainActor package var value: ViewNode? { node }
}
