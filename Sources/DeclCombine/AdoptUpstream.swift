import Foundation

/// Takes `subscription` as an operator's upstream when it has none yet and has not ended, else
/// cancels it (a second subscription, or one arriving after the end, is refused as Combine
/// does). `upstream` and `ended` are read and written under `lock`. Returns whether it was
/// taken.
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
