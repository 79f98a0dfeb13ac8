import Foundation

/// Takes `subscription` as the upstream of an operator, a sink or an assign when it has none
/// yet and has not ended, else cancels it (a second subscription, or one arriving after the end,
/// is refused as Combine does). `upstream` and `ended` are read and written under `lock`.
/// Returns whether it was taken.
func adoptUpstream(
  _ subscription: any Subscription, into upstream: inout (any Subscription)?,
  unless ended: @autoclosure () -> Bool, lock: NSLock
) -> Bool {
  guard lock.lock(if: upstream == nil && !ended()) else {
    subscription.cancel()
    return false
  }
  upstream = subscription
  lock.unlock()
  return true
}

extension NSLock {
  /// Takes the lock and keeps it when `condition`, read under it, holds; otherwise releases it.
  /// Returns whether the lock is held: `guard lock.lock(if: !terminated) else { return }` is
  /// the check that opens most of the operators' methods.
  @inline(__always)
  func lock(if condition: @autoclosure () -> Bool) -> Bool {
    lock()
    guard condition() else {
      unlock()
      return false
    }
    return true
  }
}
