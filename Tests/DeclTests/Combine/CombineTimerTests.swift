import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineTimerTests {
  @Test @MainActor func autoconnectedTimerTicksOnTheMainQueue() async {
    var ticks: [Date] = []
    let start = Date()
    let cancellable = Timer.publish(every: 0.02, on: .main, in: .common).autoconnect()
      .sink { ticks.append($0) }
    #expect(ticks.isEmpty)
    #expect(await combineEventually { ticks.count >= 3 })
    #expect(ticks == ticks.sorted())
    #expect(ticks[0] >= start)
    cancellable.cancel()
    let count = ticks.count
    try? await Task.sleep(for: .milliseconds(80))
    #expect(ticks.count == count)
  }

  @Test @MainActor func nothingTicksBeforeConnectAndCancellingTheConnectionStops() async {
    let timer = Timer.publish(every: 0.02, tolerance: 0.005, on: .main, in: .default)
    var ticks = 0
    let sink = timer.sink { _ in ticks += 1 }
    try? await Task.sleep(for: .milliseconds(60))
    #expect(ticks == 0)
    let connection = timer.connect()
    #expect(await combineEventually { ticks >= 2 })
    connection.cancel()
    let count = ticks
    try? await Task.sleep(for: .milliseconds(80))
    #expect(ticks == count)
    #expect(timer.interval == 0.02)
    #expect(timer.tolerance == 0.005)
    #expect(timer.runLoop === RunLoop.main)
    #expect(timer.mode == .default)
    _ = sink
  }

  @Test @MainActor func autoconnectDisconnectsWhenTheLastSubscriberLeaves() async {
    let timer = Timer.publish(every: 0.02, on: .main, in: .common)
    let shared = timer.autoconnect()
    var first = 0
    var second = 0
    let a = shared.sink { _ in first += 1 }
    let b = shared.sink { _ in second += 1 }
    #expect(await combineEventually { first >= 2 && second >= 2 })
    a.cancel()
    let seen = second
    #expect(await combineEventually { second > seen })
    b.cancel()
    let ended = second
    try? await Task.sleep(for: .milliseconds(80))
    #expect(second == ended)
  }

  @Test @MainActor func aConnectionTicksUntilCancelledEvenWhenNobodyHoldsIt() async {
    var ticks = 0
    var timer: Timer.TimerPublisher? = Timer.publish(every: 0.02, on: .main, in: .common)
    let sink = timer?.sink { _ in ticks += 1 }
    // As with a run loop's timer, dropping the connection and the publisher does not stop it.
    weak let connection = timer?.connect() as? TimerConnection
    timer = nil
    #expect(await combineEventually { ticks >= 2 })
    #expect(connection != nil)
    connection?.cancel()
    let count = ticks
    try? await Task.sleep(for: .milliseconds(80))
    #expect(ticks == count)
    _ = sink
  }

  @Test func runsOnAnotherRunLoopInItsMode() async {
    let ticks = CombineLockedList<Date>()
    let done = CombineLockedList<Bool>()
    let thread = Thread {
      let timer = Timer.publish(every: 0.02, on: .current, in: .default).autoconnect()
      let cancellable = timer.sink { ticks.append($0) }
      RunLoop.current.run(until: Date().addingTimeInterval(0.3))
      cancellable.cancel()
      done.append(true)
    }
    thread.start()
    #expect(await combineEventually { !done.items.isEmpty })
    #expect(ticks.items.count >= 3)
  }

  @Test @MainActor func degenerateIntervalsNeitherHangNorCrash() async {
    var fast = 0
    let zero = Timer.publish(every: 0, on: .main, in: .common).autoconnect().sink { _ in fast += 1 }
    #expect(await combineEventually { fast >= 5 })
    zero.cancel()
    var never = 0
    let infinite = Timer.publish(every: .infinity, on: .main, in: .common).autoconnect()
      .sink { _ in never += 1 }
    let nan = Timer.publish(every: .nan, on: .main, in: .common).autoconnect().sink { _ in }
    try? await Task.sleep(for: .milliseconds(30))
    #expect(never == 0)
    _ = (infinite, nan)
  }
}
