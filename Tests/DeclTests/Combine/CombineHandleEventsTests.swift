import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineHandleEventsTests {
  @Test func reportsEveryEventBeforePassingItOn() {
    var log: [String] = []
    let subject = PassthroughSubject<Int, Never>()
    let cancellable = subject.handleEvents(
      receiveSubscription: { _ in log.append("subscription") },
      receiveOutput: { log.append("output \($0)") },
      receiveCompletion: { _ in log.append("completion") },
      receiveCancel: { log.append("cancel") },
      receiveRequest: { log.append("request \($0)") }
    ).sink { log.append("sink \($0)") }
    subject.send(1)
    subject.send(completion: .finished)
    #expect(
      log == [
        "subscription", "request unlimited", "output 1", "sink 1", "completion",
      ])
    _ = cancellable
  }

  @Test func reportsCancellationOnce() {
    var cancels = 0
    let upstream = CombineManualPublisher<Int, Never>()
    let cancellable = upstream.handleEvents(receiveCancel: { cancels += 1 }).sink { _ in }
    cancellable.cancel()
    cancellable.cancel()
    #expect(cancels == 1)
    #expect(upstream.cancelled)
  }

  @Test func printWritesCombinesLines() {
    let log = CombineTextLog()
    let subject = PassthroughSubject<Int, CombineTestError>()
    let cancellable = subject.print("1", to: log).sink(
      receiveCompletion: { _ in }, receiveValue: { _ in })
    subject.send(7)
    subject.send(completion: .failure(CombineTestError(code: 2)))
    let lines = log.text.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("1: receive subscription: ("))
    #expect(lines[1] == "1: request unlimited")
    #expect(lines[2] == "1: receive value: (7)")
    #expect(lines[3] == "1: receive error: (CombineTestError(code: 2))")
    _ = cancellable
  }

  @Test func printLogsDemandAndCancelWithoutAPrefix() {
    let log = CombineTextLog()
    let recorder = CombineRecorder<Int, Never>(initialDemand: .max(1), demandPerValue: .max(1))
    [1].publisher.print(to: log).subscribe(recorder)
    let lines = log.text.split(separator: "\n").map(String.init)
    #expect(
      Array(lines.dropFirst())
        == [
          "request max: (1)", "receive value: (1)", "request max: (1) (synchronous)",
          "receive finished",
        ])

    let cancelled = CombineTextLog()
    PassthroughSubject<Int, Never>().print("p", to: cancelled).sink { _ in }.cancel()
    #expect(cancelled.text.hasSuffix("p: receive cancel\n"))
  }
}

/// A text stream shared by reference, so what `print(_:to:)` writes can be read back.
final class CombineTextLog: TextOutputStream {
  private(set) var text = ""

  func write(_ string: String) {
    text += string
  }
}
