import Foundation
import Testing

@testable import DeclCombine

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite(
  .serialized,
  .disabled(if: combineHTTPProxyConfigured, "an HTTP proxy would take loopback requests"))
struct CombineDataTaskPublisherTests {
  @Test func deliversTheDataAndResponseThenFinishes() async {
    let server = CombineHTTPServer(body: #"{"ok":true}"#)
    defer { server.stop() }
    let events = CombineLockedList<String>()
    let cancellable = URLSession.shared.dataTaskPublisher(for: server.url("/a"))
      .sink(
        receiveCompletion: { events.append("\($0)") },
        receiveValue: { data, response in
          events.append(String(decoding: data, as: UTF8.self))
          events.append("\((response as? HTTPURLResponse)?.statusCode ?? 0)")
        })
    #expect(await combineEventually { events.items.count == 3 })
    #expect(events.items == [#"{"ok":true}"#, "200", "finished"])
    _ = cancellable
  }

  @Test func startsTheTaskOnlyOnDemand() async {
    let server = CombineHTTPServer(body: "x")
    defer { server.stop() }
    let request = URLRequest(url: server.url())
    let recorder = CombineRecorder<URLSession.DataTaskPublisher.Output, URLError>(
      initialDemand: .none)
    URLSession.shared.dataTaskPublisher(for: request).subscribe(recorder)
    try? await Task.sleep(for: .milliseconds(100))
    #expect(server.requestCount == 0)
    recorder.subscription?.cancel()
  }

  @Test func failsWithAURLError() async {
    // Port 9 on the loopback interface is closed: the connection is refused at once.
    let url = URL(string: "http://127.0.0.1:9/")!
    let failure = CombineLockedList<URLError.Code>()
    let cancellable = URLSession.shared.dataTaskPublisher(for: url).sink(
      receiveCompletion: { if case .failure(let error) = $0 { failure.append(error.code) } },
      receiveValue: { _ in })
    #expect(await combineEventually { !failure.items.isEmpty })
    #expect(failure.items == [.cannotConnectToHost])
    _ = cancellable
  }

  @Test func cancellingCancelsTheTask() async {
    let server = CombineHTTPServer(silent: true)
    defer { server.stop() }
    let events = CombineLockedList<String>()
    let cancellable = URLSession.shared.dataTaskPublisher(for: server.url())
      .sink(
        receiveCompletion: { events.append("\($0)") }, receiveValue: { _ in events.append("value") }
      )
    #expect(await combineEventually { server.requestCount == 1 })
    cancellable.cancel()
    // The client closed its connection: the task was cancelled, and nothing was delivered.
    #expect(await combineEventually { server.connectionsClosedByClient == 1 })
    try? await Task.sleep(for: .milliseconds(50))
    #expect(events.items.isEmpty)
  }
}
