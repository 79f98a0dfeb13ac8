import Decl
import DeclRender
import Foundation
import Observation

/// A mail app's inbox, written as SwiftUI code would be: a navigation stack with a large
/// title, a search field, and a list of 1,000 messages with unread badges and swipe actions,
/// each pushing a detail screen. Timed on a 100×40 screen: the first frame, typing a character
/// into the search field (which filters the rows), scrolling by one row, and pushing a message
/// and coming back, each split into update, layout, draw and encode.
@MainActor
enum MailScenarios {
  struct Message: Identifiable, Hashable {
    let id: Int
    let sender: String
    let subject: String
    let preview: String
    let date: String
    var unread: Int
  }

  /// The mailbox, as an app's model would keep it.
  @Observable
  final class Mailbox {
    var messages: [Message]

    init(count: Int = 1_000) {
      let senders = [
        "Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov",
      ]
      let topics = [
        "Quarterly report", "Lunch on Friday", "Release notes", "Design review", "Travel plans",
      ]
      messages = (0..<count).map { index in
        Message(
          id: index, sender: senders[index % senders.count],
          subject: "\(topics[index % topics.count]) #\(index)",
          preview:
            "Here is the note about \(topics[(index / 5) % topics.count].lowercased()) we discussed.",
          date: "\(1 + index % 28) Nov", unread: index % 7 == 0 ? index % 5 + 1 : 0)
      }
    }

    func delete(_ id: Message.ID) {
      messages.removeAll { $0.id == id }
    }

    func toggleRead(_ id: Message.ID) {
      guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
      messages[index].unread = messages[index].unread == 0 ? 1 : 0
    }
  }

  struct MessageRow: View {
    let message: Message
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        HStack {
          Text(message.sender).bold()
          Spacer()
          Text(message.date).foregroundStyle(.secondary)
        }
        Text(message.subject).lineLimit(1)
      }
    }
  }

  struct MessageDetail: View {
    let message: Message
    var body: some View {
      ScrollView {
        VStack(alignment: .leading) {
          Text(message.subject).font(.title)
          Text("From \(message.sender), \(message.date)").foregroundStyle(.secondary)
          Divider()
          Text(String(repeating: message.preview + " ", count: 6))
        }
        .padding()
      }
      .navigationTitle(message.sender)
      .navigationBarTitleDisplayMode(.inline)
    }
  }

  struct Inbox: View {
    let mailbox: Mailbox
    @State private var query = ""

    var results: [Message] {
      guard !query.isEmpty else { return mailbox.messages }
      return mailbox.messages.filter {
        $0.sender.localizedCaseInsensitiveContains(query)
          || $0.subject.localizedCaseInsensitiveContains(query)
      }
    }

    var body: some View {
      NavigationStack {
        List(results) { message in
          NavigationLink(value: message) {
            MessageRow(message: message)
          }
          .badge(message.unread)
          .swipeActions {
            Button("Delete", role: .destructive) { mailbox.delete(message.id) }
          }
          .swipeActions(edge: .leading) {
            Button(message.unread == 0 ? "Unread" : "Read") { mailbox.toggleRead(message.id) }
          }
        }
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(.large)
        .navigationDestination(for: Message.self) { MessageDetail(message: $0) }
        .searchable(text: $query, prompt: "Search mail")
      }
    }
  }

  static func makeHost(_ mailbox: Mailbox = Mailbox()) -> TestHost {
    TestHost(width: 100, height: 40) { Inbox(mailbox: mailbox) }
  }

  /// Where a click on the list's second row lands.
  static func rowPoint(_ host: TestHost) -> (x: Int, y: Int) {
    let frame = host.frame(ofText: "Lunch on Friday #1") ?? Rect(x: 2, y: 8, width: 1, height: 1)
    return (frame.minX, frame.minY)
  }

  static func run(into table: inout BenchmarkTable) {
    // The first frame on a new host, its update being the time from making the host to its
    // first frame less the other phases (as the dashboard's).
    var samples: [[Double]] = []
    var bytes = 0
    var bodies = 0
    var nodes = 0
    let mailbox = Mailbox()
    _ = measure(runs: 11, iterations: 1) {
      let clock = ContinuousClock()
      let start = clock.now
      let host = makeHost(mailbox)
      let elapsed = clock.now - start
      let total =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      var split = DashboardScenarios.phases(host.stats.lastFrame)
      split[0] = total - split[1...].reduce(0, +)
      samples.append(split)
      bytes = host.stats.lastFrameBytes
      bodies = host.stats.bodyEvaluations
      nodes = host.liveNodeCount
    }
    add(
      "mail 100×40: first frame", samples, into: &table,
      extra: "\(bytes) B, \(bodies) body runs, \(nodes) nodes for 1,000 messages")

    let host = makeHost(mailbox)
    host.send(.tab)  // the search field
    timed("mail 100×40: typing a character into the search field", host, into: &table) {
      host.type("h")
    } reset: {
      host.send(.backspace)
    }
    host.send(.escape)  // leaves the search field, its text cleared
    var step = 0
    timed("mail 100×40: scrolling the list by a row", host, into: &table) {
      step += 1
      host.scroll(x: 20, y: 20, rows: step / 30 % 2 == 0 ? 1 : -1)
    } reset: {
    }
    let row = rowPoint(host)
    timed("mail 100×40: pushing a message", host, into: &table) {
      host.click(x: row.x, y: row.y)
    } reset: {
      host.send(.escape)
    }
    timed("mail 100×40: coming back from a message", host, into: &table) {
      host.send(.escape)
    } before: {
      host.click(x: row.x, y: row.y)
    }
  }

  /// Times `operation`, a frame each, with `reset` (untimed) after each.
  static func timed(
    _ scenario: String, _ host: TestHost, into table: inout BenchmarkTable,
    _ operation: () -> Void, reset: () -> Void
  ) {
    timed(scenario, host, into: &table, operation, before: {}, after: reset)
  }

  /// Times `operation`, a frame each, with `before` (untimed) before each.
  static func timed(
    _ scenario: String, _ host: TestHost, into table: inout BenchmarkTable,
    _ operation: () -> Void, before: () -> Void
  ) {
    timed(scenario, host, into: &table, operation, before: before, after: {})
  }

  private static func timed(
    _ scenario: String, _ host: TestHost, into table: inout BenchmarkTable,
    _ operation: () -> Void, before: () -> Void, after: () -> Void
  ) {
    var samples: [[Double]] = []
    var bytes = 0
    var bodies = 0
    for _ in 0..<61 {
      before()
      let bodiesBefore = host.stats.bodyEvaluations
      operation()
      samples.append(DashboardScenarios.phases(host.stats.lastFrame))
      bytes = host.stats.lastFrameBytes
      bodies = host.stats.bodyEvaluations - bodiesBefore
      after()
    }
    add(scenario, samples, into: &table, extra: "\(bytes) B, \(bodies) body runs")
  }

  private static func add(
    _ scenario: String, _ samples: [[Double]], into table: inout BenchmarkTable, extra: String
  ) {
    let whole = samples.map { $0.reduce(0, +) }.sorted()[samples.count / 2]
    table.add(
      scenario,
      "\(formatDuration(whole)) (\(DashboardScenarios.phaseText(DashboardScenarios.medians(samples)))); "
        + extra)
  }
}
