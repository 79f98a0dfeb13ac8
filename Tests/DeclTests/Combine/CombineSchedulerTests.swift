import Dispatch
import Foundation
import Testing

@testable import DeclCombine

/// The repeating `schedule(after:interval:…)` of each scheduler, and the immediate scheduler's
/// own stride type.
@Suite struct CombineSchedulerTests {
  @Test func dispatchQueueRepeatsUntilCancelled() async {
    let queue = DispatchQueue(label: "combine.scheduler.test")
    let ticks = CombineLockedList<Int>()
    let cancellable = queue.schedule(
      after: queue.now.advanced(by: .milliseconds(5)), interval: .milliseconds(5)
    ) { ticks.append(1) }
    #expect(await combineEventually { ticks.items.count >= 3 })
    cancellable.cancel()
    let stopped = queue.sync { ticks.items.count }
    try? await Task.sleep(for: .milliseconds(40))
    #expect(queue.sync { ticks.items.count } == stopped)
  }

  @Test func runLoopMainRepeatsOnTheMainQueue() async {
    let ticks = CombineLockedList<Bool>()
    let cancellable = RunLoop.main.schedule(
      after: RunLoop.main.now, interval: .milliseconds(5), tolerance: .zero
    ) { ticks.append(isOnMainQueue()) }
    #expect(await combineEventually { ticks.items.count >= 2 })
    cancellable.cancel()
    #expect(ticks.items.allSatisfy { $0 })
  }

  @Test func theImmediateSchedulerRunsARepeatingActionOnceNow() {
    var runs = 0
    let scheduler = ImmediateScheduler.shared
    _ = scheduler.schedule(after: scheduler.now, interval: .seconds(1)) { runs += 1 }
    #expect(runs == 1)
  }

  @Test func theImmediateSchedulersStrideCountsSteps() throws {
    typealias Stride = ImmediateScheduler.SchedulerTimeType.Stride
    var stride: Stride = 2
    stride += 3
    stride *= 2
    stride -= 1
    #expect(stride.magnitude == 9)
    #expect(Stride(2.7).magnitude == 2)
    #expect(Stride.seconds(4) == Stride(4))
    #expect(Stride.milliseconds(5).magnitude == 5)
    #expect(Stride(exactly: UInt64.max) == nil)
    let data = try JSONEncoder().encode(stride)
    #expect(try JSONDecoder().decode(Stride.self, from: data) == stride)
    // It is the stride Combine operators take on the immediate scheduler.
    var values: [Int] = []
    _ = [1, 2].publisher.delay(for: 1, scheduler: ImmediateScheduler.shared)
      .sink { values.append($0) }
    #expect(values == [1, 2])
  }
}
