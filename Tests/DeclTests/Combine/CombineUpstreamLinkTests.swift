import Foundation
import Testing

@testable import DeclCombine

/// UpstreamLink is the skeleton the scheduling and event operators share: one upstream,
/// refused after the end, demand passed up, and an end that happens once.
@Suite struct CombineUpstreamLinkTests {
  /// A link that passes values through and counts how often it was asked to drop its state.
  final class Passing: UpstreamLink<CombineRecorder<Int, Never>>, Subscriber {
    typealias Input = Int
    private(set) var clears = 0

    func receive(_ input: Int) -> Subscribers.Demand { downstream.receive(input) }

    func receive(completion: Subscribers.Completion<Never>) {
      downstream.receive(completion: completion)
    }

    override func clearLocked() { clears += 1 }
  }

  @Test func keepsOneUpstreamAndPassesDemandUp() {
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(3))
    let link = Passing(downstream: recorder)
    let first = CombineManualPublisher<Int, Never>()
    let second = CombineManualPublisher<Int, Never>()
    first.subscribe(link)
    second.subscribe(link)
    #expect(first.requested == .max(3))
    #expect(second.cancelled)
    first.send(7)
    #expect(recorder.values == [7])
  }

  @Test func asksForEverythingWhenTold() {
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1))
    let link = Passing(downstream: recorder, asksForEverything: true)
    let upstream = CombineManualPublisher<Int, Never>()
    upstream.subscribe(link)
    #expect(upstream.requested == .unlimited)
  }

  @Test func endingHappensOnceAndRefusesLaterUpstreams() {
    let link = Passing(downstream: CombineRecorder())
    let upstream = CombineManualPublisher<Int, Never>()
    upstream.subscribe(link)
    #expect(link.isLive)
    link.cancel()
    #expect(upstream.cancelled)
    #expect(!link.isLive)
    #expect(link.clears == 1)
    #expect(!link.end())
    #expect(link.clears == 1)
    let late = CombineManualPublisher<Int, Never>()
    late.subscribe(link)
    #expect(late.cancelled)
  }
}
