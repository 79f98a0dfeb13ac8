import Decl
import DeclRender
import Observation
import Testing

@Observable
private final class Counter {
  var hits = 0
}

private struct ChangeReporter: View {
  let title: String
  @Binding var flag: Bool
  @State private var count = 0
  let counter: Counter

  var body: some View {
    let _ = Self._printChanges()
    VStack {
      Text("\(title) \(count) \(flag) \(counter.hits)")
      Button("Count") { count += 1 }
    }
  }
}

private struct ReporterParent: View {
  @State private var title = "A"
  @State private var flag = false
  @State private var counter = Counter()

  var body: some View {
    VStack {
      ChangeReporter(title: title, flag: $flag, counter: counter)
      Button("Title") { title += "!" }
      Button("Flag") { flag.toggle() }
      Button("Hit") { counter.hits += 1 }
    }
  }
}

@MainActor
@Suite(.serialized) struct PrintChangesTests {
  @Test func printsWhatMadeTheBodyRunInSwiftUIsWords() {
    var lines: [String] = []
    let saved = ChangeLog.output
    ChangeLog.output = { lines.append($0) }
    defer { ChangeLog.output = saved }

    let host = TestHost(width: 30, height: 6) { ReporterParent() }
    #expect(lines == ["ChangeReporter: @self, @identity, _flag, _count changed."])
    host.tap("Count")
    #expect(lines.last == "ChangeReporter: _count changed.")
    host.tap("Title")
    #expect(lines.last == "ChangeReporter: @self changed.")
    host.tap("Flag")
    #expect(lines.last == "ChangeReporter: _flag changed.")
    host.tap("Hit")
    #expect(lines.last == "ChangeReporter: @dependencies changed.")
    host.tap("Count")
    #expect(lines.last == "ChangeReporter: _count changed.")
    #expect(host.screen.contains("A! 2 true 1"))
  }

  @Test func printsNothingOutsideARenderedBody() {
    var lines: [String] = []
    let saved = ChangeLog.output
    ChangeLog.output = { lines.append($0) }
    defer { ChangeLog.output = saved }
    ChangeReporter._printChanges()
    #expect(lines.isEmpty)
  }
}
