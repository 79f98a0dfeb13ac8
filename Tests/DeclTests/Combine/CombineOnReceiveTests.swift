import Decl
import DeclRender
import Foundation
import Testing

@testable import DeclCombine

/// Counts what a view's `onReceive` actions did, from outside the view.
@MainActor
private final class ReceiveLog {
  var actions = 0
  var subscriptions = 0
  var cancels = 0
}

private struct TickCounter: View {
  let timer = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect()
  @State private var ticks = 0

  var body: some View {
    Text("ticks \(ticks)").onReceive(timer) { _ in ticks += 1 }
  }
}

private struct Echo: View {
  let subject: PassthroughSubject<String, Never>
  @State private var text = "nothing yet"

  var body: some View {
    Text(text).onReceive(subject) { text = $0 }
  }
}

/// A subscriber that can be removed, whose publisher reports subscriptions and cancels.
private struct Removable: View {
  let subject: PassthroughSubject<Int, Never>
  let log: ReceiveLog
  @State private var shown = true
  @State private var last = 0

  var body: some View {
    VStack {
      Button("Hide") { shown = false }
      Text("last \(last)")
      if shown {
        Text("listening")
          .onReceive(
            subject.handleEvents(
              receiveSubscription: { _ in MainActor.assumeIsolated { log.subscriptions += 1 } },
              receiveCancel: { MainActor.assumeIsolated { log.cancels += 1 } })
          ) { value in
            log.actions += 1
            last = value
          }
      }
    }
  }
}

/// Switches between two publishers of the same type.
private struct Switcher: View {
  let first: PassthroughSubject<String, Never>
  let second: PassthroughSubject<String, Never>
  @State private var useSecond = false
  @State private var text = "-"

  var body: some View {
    VStack {
      Button("Switch") { useSecond = true }
      Text(text).onReceive(useSecond ? second : first) { text = $0 }
    }
  }
}

@Suite @MainActor struct CombineOnReceiveTests {
  @Test func aTimerDrivesACounterOnScreen() async {
    let host = TestHost(width: 20, height: 3) { TickCounter() }
    #expect(host.screen.contains("ticks 0"))
    try? await Task.sleep(for: .milliseconds(300))
    await host.settle()
    let first = tickCount(host.screen)
    #expect(first >= 2)
    try? await Task.sleep(for: .milliseconds(200))
    await host.settle()
    #expect(tickCount(host.screen) > first)
  }

  @Test func aSubjectSentFromTheTestUpdatesTheScreen() async {
    let subject = PassthroughSubject<String, Never>()
    let host = TestHost(width: 20, height: 3) { Echo(subject: subject) }
    #expect(host.screen.contains("nothing yet"))
    subject.send("hello")
    await host.settle()
    #expect(host.screen.contains("hello"))
  }

  @Test func aValueFromAnotherThreadRunsTheActionOnTheMainActor() async {
    let subject = PassthroughSubject<String, Never>()
    let host = TestHost(width: 20, height: 3) { Echo(subject: subject) }
    await Task.detached { subject.send("from afar") }.value
    // The value reaches the main queue later; settle until it has been drawn (bounded).
    for _ in 0..<200 where !host.screen.contains("from afar") {
      try? await Task.sleep(for: .milliseconds(5))
      await host.settle()
    }
    #expect(host.screen.contains("from afar"))
  }

  @Test func theSubscriptionEndsWhenTheViewGoesAway() async {
    let subject = PassthroughSubject<Int, Never>()
    let log = ReceiveLog()
    let host = TestHost(width: 20, height: 5) { Removable(subject: subject, log: log) }
    subject.send(1)
    await host.settle()
    #expect(host.screen.contains("last 1"))
    // The action changed state and the view re-rendered: still one subscription.
    subject.send(2)
    await host.settle()
    #expect(log.actions == 2)
    #expect(log.subscriptions == 1)
    host.tap("Hide")
    await host.settle()
    #expect(!host.screen.contains("listening"))
    #expect(log.cancels == 1)
    subject.send(3)
    await host.settle()
    #expect(log.actions == 2)
    #expect(host.screen.contains("last 2"))
  }

  @Test func aDifferentPublisherReplacesTheSubscription() async {
    let first = PassthroughSubject<String, Never>()
    let second = PassthroughSubject<String, Never>()
    let host = TestHost(width: 20, height: 3) { Switcher(first: first, second: second) }
    first.send("one")
    await host.settle()
    #expect(host.screen.contains("one"))
    host.tap("Switch")
    await host.settle()
    first.send("stale")
    await host.settle()
    #expect(!host.screen.contains("stale"))
    second.send("two")
    await host.settle()
    #expect(host.screen.contains("two"))
  }

  private func tickCount(_ screen: String) -> Int {
    guard let range = screen.range(of: #"ticks \d+"#, options: .regularExpression) else {
      return -1
    }
    return Int(screen[range].dropFirst(6)) ?? -1
  }
}
