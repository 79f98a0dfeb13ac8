import Foundation
import Testing

@testable import DeclCombine

/// ArityCore and AritySides are the bookkeeping CombineLatestCore and ZipCore share: one
/// subscription per side, refused after the end, asked for the core's initial demand, cancelled
/// together.
@Suite struct CombineArityCoreTests {
  typealias Core = ZipCore<CombineRecorder<(Int, Int), Never>>

  @Test func eachSideKeepsOneSubscriptionAndIsAskedForTheInitialDemand() {
    let recorder = CombineRecorder<(Int, Int), Never>(initialDemand: .none)
    let core = Core(downstream: recorder, count: 2) { ($0[0] as! Int, $0[1] as! Int) }
    core.request(.max(2))
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
    let core = Core(downstream: CombineRecorder(), count: 2) { ($0[0] as! Int, $0[1] as! Int) }
    let a = CombineManualPublisher<Int, Never>()
    let b = CombineManualPublisher<Int, Never>()
    a.subscribe(core.side(0, Int.self))
    core.cancel()
    #expect(a.cancelled)
    b.subscribe(core.side(1, Int.self))
    #expect(b.cancelled)
    #expect(b.requested == .none)
  }

  @Test func sidesEndOnceAndForgetFinishedUpstreams() {
    var sides = AritySides(count: 2)
    let first = sides.take(Subscriptions.empty, at: 0)
    let again = sides.take(Subscriptions.empty, at: 0)
    let second = sides.take(Subscriptions.empty, at: 1)
    #expect(first && !again && second)
    sides.finish(1)
    #expect(sides.live.count == 1)
    let cancelled = sides.end()
    #expect(cancelled.count == 1)
    #expect(sides.ended)
    #expect(sides.live.isEmpty)
    let late = sides.take(Subscriptions.empty, at: 1)
    #expect(!late)
  }
}
