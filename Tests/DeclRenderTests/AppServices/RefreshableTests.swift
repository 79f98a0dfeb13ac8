import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// Holds a refresh until the test lets it finish.
@MainActor
private final class Gate {
  private var waiting: [CheckedContinuation<Void, Never>] = []
  var isOpen = false

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}

@MainActor
@Suite struct RefreshableTests {
  @Observable @MainActor
  final class Feed {
    var posts = ["First"]
    var refreshes = 0
  }

  private struct FeedView: View {
    let feed: Feed
    let gate: Gate
    var body: some View {
      NavigationStack {
        List(feed.posts, id: \.self) { Text($0) }
          .refreshable {
            await gate.wait()
            await MainActor.run {
              feed.refreshes += 1
              feed.posts.insert("New \(feed.refreshes)", at: 0)
            }
          }
          .navigationTitle("Feed")
      }
    }
  }

  /// Ctrl-R runs the action with a spinner over the list until it returns; F5 does too.
  @Test func keyRunsTheActionWithASpinner() async {
    let feed = Feed()
    let gate = Gate()
    let host = TestHost(width: 30, height: 10) { FeedView(feed: feed, gate: gate) }
    #expect(host.rows[2] == " First")
    host.send(.ctrl("r"))
    await host.settle(timeout: .milliseconds(50))
    #expect(host.rows[2].trimmingCharacters(in: .whitespaces).count == 1)
    #expect(host.rows[3] == " First")
    assertSnapshot(host, named: "refreshing", suite: "refreshable")
    gate.open()
    await host.settle()
    #expect(host.rows[2] == " New 1")
    #expect(host.rows[4] == " First")
    host.send(.function(5))
    await host.settle()
    #expect(host.rows[2] == " New 2")
    // The wheel turned up over the list at its top pulls it down: a refresh.
    host.scroll(x: 5, y: 4, rows: -1)
    await host.settle()
    #expect(host.rows[2] == " New 3")
  }

  private struct Reader: View {
    @Environment(\.refresh) var refresh
    var body: some View { Text(refresh == nil ? "none" : "some") }
  }

  /// `@Environment(\.refresh)` is the action inside a refreshable view, nil outside.
  @Test func environmentAction() async {
    let outside = TestHost(width: 10, height: 1) { Reader() }
    #expect(outside.screen.contains("none"))
    let counter = Feed()
    let inside = TestHost(width: 10, height: 1) {
      Reader().refreshable { await MainActor.run { counter.refreshes += 1 } }
    }
    #expect(inside.screen.contains("some"))
  }
}
