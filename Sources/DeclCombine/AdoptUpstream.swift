import Foundation

/// Takes `subscription` as the upstream of an operator, a sink or an assign when it has none
/// yet and has not ended, else cancels it (a second subscription, or one arriving after the end,
/// is refused as Combine does). `upstream` and `ended` are read and written under `lock`.
/// Returns whether it was taken.
func adoptUpstream(
  _ subscription: any Subscription, into upstream: inout (any Subscription)?,
  unless ended: @autoclosure () -> Bool, lock: NSLock
) -> Bool {
  lock.lock()
  guard upstream == nil, !ended() else {
    lock.unlock()
    subscription.cancel()
    return false
  }
  upstream = subscription
  lock.unlock()
  return true
}
