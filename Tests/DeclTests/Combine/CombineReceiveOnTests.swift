import Foundation
import Testing

@testable import Decl
@testable import DeclCombine

@Suite struct CombineReceiveOnTests {
  @Test @MainActor func dispatchQueueMainDeliversAsynchronously() async {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    var onMainQueue = true
    let cancellable = subject.receive(on: DispatchQueue.main).sink { value in
      onMainQueue = onMainQueue && isOnMainQueue()
      values.append(value)
    }
    subject.send(1)
    subject.send(2)
    #expect(values.isEmpty)
    #expect(await combineEventually { values.count == 2 })
    #expect(values == [1, 2])
    #expect(onMainQueue)
    _ = cancellable
  }

  @Test @MainActor func runLoopMainDeliversAsynchronouslyOnTheMainQueue() async {
    let subject = CurrentValueSubject<String, Never>("a")
    var values: [String] = []
    let cancellable = subject.receive(on: RunLoop.main).sink { values.append($0) }
    #expect(values.isEmpty)
    subject.send("b")
    #expect(await combineEventually { values == ["a", "b"] })
    _ = cancellable
  }

  @Test func deliversFromABackgroundThreadToTheMainQueue() async {
    let subject = PassthroughSubject<Int, Never>()
    let flag = MainQueueFlag()
    let cancellable = subject.receive(on: DispatchQueue.main).sink { _ in
      flag.set(isOnMainQueue())
    }
    DispatchQueue.global().async { subject.send(1) }
    #expect(await combineEventually { flag.value != nil })
    #expect(flag.value == true)
    _ = cancellable
  }

  @Test @MainActor func completionIsDeliveredThroughTheScheduler() async {
    let subject = PassthroughSubject<Int, Never>()
    var events: [String] = []
    let cancellable = subject.receive(on: DispatchQueue.main).sink(
      receiveCompletion: { _ in events.append("done") }, receiveValue: { events.append("\($0)") })
    subject.send(1)
    subject.send(completion: .finished)
    #expect(events.isEmpty)
    #expect(await combineEventually { events == ["1", "done"] })
    _ = cancellable
  }

  @Test @MainActor func cancellingDropsPendingDeliveries() async {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let cancellable = subject.receive(on: DispatchQueue.main).sink { values.append($0) }
    subject.send(1)
    cancellable.cancel()
    var drained = false
    DispatchQueue.main.async { drained = true }
    #expect(await combineEventually { drained })
    #expect(values.isEmpty)
  }

  @Test func immediateSchedulerDeliversSynchronously() {
    let subject = PassthroughSubject<Int, Never>()
    var values: [Int] = []
    let cancellable = subject.receive(on: ImmediateScheduler.shared).sink { values.append($0) }
    subject.send(7)
    #expect(values == [7])
    _ = cancellable
  }

  @Test func schedulerTimeArithmetic() {
    let start = DispatchQueue.main.now
    let later = start.advanced(by: .milliseconds(250))
    #expect(start.distance(to: later) == .milliseconds(250))
    #expect(start.distance(to: later) == 0.25)
    let date = RunLoop.main.now
    #expect(date.distance(to: date.advanced(by: .seconds(2))) == .seconds(2))
    #expect(SchedulerStride.seconds(1) == 1)
    #expect(DispatchQueue.SchedulerTimeType.Stride(.milliseconds(5)) == .microseconds(5000))
    #expect(SchedulerStride.microseconds(1_000) < .milliseconds(2))
  }
}

let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// Whether the caller runs on the main queue. (On Linux the main queue may be drained by a
/// worker thread, so `Thread.isMainThread` is not the right question.)
func isOnMainQueue() -> Bool {
  DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// Records, across threads, whether a value arrived on the main queue.
private final class MainQueueFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Bool?

  var value: Bool? {
    lock.lock()
    defer { lock.unlock() }
    return stored
  }

  func set(_ newValue: Bool) {
    lock.lock()
    stored = newValue
    lock.unlock()
  }
}
