import Foundation
import Testing

@testable import DeclCombine

@Suite struct CombineSharingTests {
  @Test func shareSubscribesTheUpstreamOnceForAllSubscribers() {
    let upstream = CombineManualPublisher<Int, Never>()
    let shared = upstream.share()
    var first: [Int] = []
    var second: [Int] = []
    let a = shared.sink { first.append($0) }
    let b = shared.sink { second.append($0) }
    #expect(upstream.subscriptionCount == 1)
    upstream.send(1)
    upstream.send(2)
    #expect(first == [1, 2])
    #expect(second == [1, 2])
    a.cancel()
    #expect(!upstream.cancelled)
    b.cancel()
    #expect(upstream.cancelled)
    #expect(shared == shared)
  }

  @Test func aLateSubscriberMissesEarlierElements() {
    let subject = PassthroughSubject<Int, Never>()
    let shared = subject.share()
    var early: [Int] = []
    var late: [Int] = []
    let a = shared.sink { early.append($0) }
    subject.send(1)
    let b = shared.sink { late.append($0) }
    subject.send(2)
    #expect(early == [1, 2])
    #expect(late == [2])
    _ = (a, b)
  }

  @Test func oneSubscriberLeavingKeepsTheConnectionForTheOthers() {
    let upstream = CombineManualPublisher<Int, Never>()
    let autoconnected = upstream.makeConnectable().autoconnect()
    var values: [Int] = []
    let early = CombineRecorder<Int, Never>()
    autoconnected.subscribe(early)
    let staying = autoconnected.sink { values.append($0) }
    // The first subscriber leaves; the stream goes on for the second.
    early.subscription?.cancel()
    upstream.send(1)
    #expect(values == [1])
    #expect(!upstream.cancelled)
    _ = staying
  }

  @Test func multicastWaitsForConnect() {
    var subscriptions = 0
    let upstream = Deferred { () -> Publishers.Sequence<[Int], Never> in
      subscriptions += 1
      return [1, 2].publisher
    }
    let multicast = upstream.multicast { PassthroughSubject<Int, Never>() }
    var first: [Int] = []
    var second: [Int] = []
    let a = multicast.sink { first.append($0) }
    let b = multicast.sink { second.append($0) }
    #expect(first.isEmpty)
    let connection = multicast.connect()
    #expect(subscriptions == 1)
    #expect(first == [1, 2])
    #expect(second == [1, 2])
    _ = (a, b, connection)

    let subject = CurrentValueSubject<Int, Never>(0)
    let withSubject = [5].publisher.multicast(subject: subject)
    let connected = withSubject.connect()
    #expect(subject.value == 5)
    _ = connected
  }

  @Test func makeConnectableAndAutoconnect() {
    let upstream = CombineManualPublisher<Int, Never>()
    let connectable = upstream.makeConnectable()
    var values: [Int] = []
    let sink = connectable.sink { values.append($0) }
    #expect(upstream.subscriptionCount == 0)
    let connection = connectable.connect()
    upstream.send(1)
    #expect(values == [1])
    connection.cancel()
    #expect(upstream.cancelled)
    _ = sink

    let auto = CombineManualPublisher<Int, Never>()
    let autoconnected = auto.makeConnectable().autoconnect()
    #expect(auto.subscriptionCount == 0)
    var autoValues: [Int] = []
    let autoSink = autoconnected.sink { autoValues.append($0) }
    #expect(auto.subscriptionCount == 1)
    auto.send(3)
    #expect(autoValues == [3])
    autoSink.cancel()
    #expect(auto.cancelled)
  }
}
