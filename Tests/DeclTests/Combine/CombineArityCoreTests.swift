import Foundation
import Testing

@testable import DeclCombine

/// ArityCore is the bookkeeping CombineLatestCore and ZipCore share: one subscription per
/// side, refused after the end, asked for the subclass's initial demand, cancelled together.
@Suite struct CombineArityCoreTests {
  /// A core that asks every upstream for two values at once.
  final class Asking: ArityCore<CombineRecorder<(Int, Int), Never>> {
    override func initialDemandLocked() -> Subscribers.Demand { .max(2) }
  }

  @Test func eachSideKeepsOneSubscriptionAndIsAskedForTheInitialDemand() {
    let core = Asking(downstream: CombineRecorder(), count: 2) { ($0[0] as! Int, $0[1] as! Int) }
    let first = CombineManualPublisher<Int, Never>()
    let second = CombineManualPublisher<Int, Never>()
    first.subscribe(core.side(0, Int.self))
    second.subscribe(core.side(0, Int.self))
    #expect(first.requested == .max(2))
    #expect(!first.cancelled)
    #expect(second.cancelled)
    #expect(second.requested == .none)
  }

  @Test func cancellingCancelsEveryLiveSideAndRefusesLaterOnes() {
    let core = Asking(downstream: CombineRecorder(), count: 2) { ($0[0] as! Int, $0[1] as! Int) }
    let a = CombineManualPublisher<Int, Never>()
    let b = CombineManualPublisher<Int, Never>()
    a.subscribe(core.side(0, Int.self))
    core.cancel()
    #expect(a.cancelled)
    b.subscribe(core.side(1, Int.self))
    #expect(b.cancelled)
    #expect(b.requested == .none)
  }
}
