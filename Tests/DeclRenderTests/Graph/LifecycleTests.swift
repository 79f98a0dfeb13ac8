import Decl
import Testing

@testable import DeclRender

@MainActor
private final class Log {
  var entries: [String] = []
}

private struct Child: View {
  let name: String
  let log: Log
  var body: some View {
    Text(name)
      .onAppear { log.entries.append("appear \(name)") }
      .onDisappear { log.entries.append("disappear \(name)") }
  }
}

private struct Parent: View {
  let log: Log
  @State private var show = true
  @State private var value = 0
  var body: some View {
    VStack {
      if show { Child(name: "a", log: log) }
      Button("toggle") { show.toggle() }
      Button("bump") { value += 1 }
      Text("\(value)")
        .onChange(of: value) { old, new in log.entries.append("change \(old)->\(new)") }
        .onChange(of: value, initial: true) { log.entries.append("any change") }
    }
  }
}

private struct OldOnChange: View {
  let log: Log
  @State private var text = ""
  var body: some View {
    TextField("t", text: $text)
      .onChange(of: text) { newValue in log.entries.append("now \(newValue)") }
  }
}

private final class Probe: @unchecked Sendable {
  private let lock = NSLock()
  private var events: [String] = []
  func add(_ event: String) {
    lock.lock()
    events.append(event)
    lock.unlock()
  }
  var all: [String] {
    lock.lock()
    defer { lock.unlock() }
    return events
  }
}

private struct Tasked: View {
  let probe: Probe
  @State private var id = 0
  @State private var show = true
  @State private var loaded = "none"
  var body: some View {
    VStack {
      if show {
        Text("task view \(loaded)")
          .task(id: id) {
            let current = id
            probe.add("start \(current)")
            loaded = "loaded \(current)"
            // The cancellation is logged when it happens, on the cancelling thread, so the
            // test does not wait for the main actor to run this task again (a full parallel
            // run can keep it busy for a long time).
            await withTaskCancellationHandler {
              try? await Task.sleep(for: .seconds(30))
            } onCancel: {
              probe.add("cancelled \(current)")
            }
          }
      }
      Button("next id") { id += 1 }
      Button("hide") { show = false }
    }
  }
}

@MainActor
@Suite struct LifecycleTests {
  @Test func appearAndDisappearAreBalanced() {
    let log = Log()
    let host = TestHost(width: 20, height: 4) { Parent(log: log) }
    #expect(log.entries == ["appear a", "any change"])
    host.tap("toggle")
    host.tap("toggle")
    #expect(log.entries == ["appear a", "any change", "disappear a", "appear a"])
  }

  @Test func onChangeGetsOldAndNewValues() {
    let log = Log()
    let host = TestHost(width: 20, height: 4) { Parent(log: log) }
    host.tap("bump")
    host.tap("bump")
    #expect(log.entries.filter { $0.hasPrefix("change") } == ["change 0->1", "change 1->2"])
    #expect(log.entries.filter { $0 == "any change" }.count == 3)
  }

  @Test func olderOnChangeFormGetsTheNewValue() {
    let log = Log()
    let host = TestHost(width: 20, height: 1) { OldOnChange(log: log) }
    host.send(.tab)
    // A key at a time, as a person types (one `type` call is a burst, one edit).
    host.type("h")
    host.type("i")
    #expect(log.entries == ["now h", "now hi"])
  }

  @Test func taskStartsRestartsOnIdChangeAndIsCancelledOnDisappear() async {
    let probe = Probe()
    let host = TestHost(width: 30, height: 3) { Tasked(probe: probe) }
    await host.settle(timeout: .milliseconds(200))
    #expect(host.screen.contains("loaded 0"))
    host.tap("next id")
    // The new task starts when the main actor runs it; a full parallel run can hold the main
    // actor for many seconds: wait on a deadline.
    var deadline = ContinuousClock.now + .seconds(60)
    while Set(probe.all) != ["start 0", "cancelled 0", "start 1"], ContinuousClock.now < deadline {
      await host.settle(timeout: .milliseconds(100))
    }
    #expect(Set(probe.all) == ["start 0", "cancelled 0", "start 1"])
    #expect(host.screen.contains("loaded 1"))
    host.tap("hide")
    deadline = ContinuousClock.now + .seconds(60)
    while probe.all.last != "cancelled 1", ContinuousClock.now < deadline {
      await host.settle(timeout: .milliseconds(100))
    }
    #expect(probe.all.last == "cancelled 1")
  }
}
