import Foundation
import Testing

@testable import DeclCombine

/// `NSLock.lock(if:)` opens most operator methods: it must leave the lock held exactly when
/// the condition holds.
@Suite struct CombineLockingTests {
  @Test func keepsTheLockOnlyWhenTheConditionHolds() {
    let lock = NSLock()
    #expect(lock.lock(if: true))
    #expect(!lock.try())
    lock.unlock()
    #expect(!lock.lock(if: false))
    #expect(lock.try())
    lock.unlock()
  }

  @Test func readsTheConditionUnderTheLock() {
    let lock = NSLock()
    var heldWhileReading = false
    _ = lock.lock(
      if: {
        heldWhileReading = !lock.try()
        return false
      }())
    #expect(heldWhileReading)
    #expect(lock.try())
    lock.unlock()
  }
}
