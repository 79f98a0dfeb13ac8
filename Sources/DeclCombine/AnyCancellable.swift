import Foundation

/// A type-erasing cancellable object that executes a provided closure when canceled.
///
/// Cancels automatically when deinitialized, so keeping it (for example with `store(in:)`)
/// keeps a subscription alive. `@unchecked Sendable` because the cancel closure is taken under
/// a lock and runs at most once, so a `@MainActor` class may cancel it from its `deinit`.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
  // Guarded by `lock`; `nil` once cancelled.
  private let lock = NSLock()
  private var cancelAction: (() -> Void)?

  /// Creates a cancellable object with a closure to run on cancel or deinit.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// Creates a cancellable object that cancels the given one.
  public init<C: Cancellable>(_ canceller: C) {
    cancelAction = canceller.cancel
  }

  deinit {
    cancel()
  }

  /// Cancels the activity; later calls do nothing.
  public func cancel() {
    lock.lock()
    let action = cancelAction
    cancelAction = nil
    lock.unlock()
    action?()
  }

  /// Stores this cancellable in the given collection, keeping it alive as long as it is there.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    collection.append(self)
  }

  /// Stores this cancellable in the given set, keeping it alive as long as it is there.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Cancellable {
  /// Stores this cancellable, wrapped in an `AnyCancellable`, in the given collection.
  public func store<C: RangeReplaceableCollection>(in collection: inout C)
  where C.Element == AnyCancellable {
    AnyCancellable(self).store(in: &collection)
  }

  /// Stores this cancellable, wrapped in an `AnyCancellable`, in the given set.
  public func store(in set: inout Set<AnyCancellable>) {
    AnyCancellable(self).store(in: &set)
  }
}
