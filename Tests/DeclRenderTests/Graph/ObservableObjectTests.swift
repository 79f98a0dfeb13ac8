import Decl
import Testing

@testable import DeclRender

@MainActor
private final class Counter: ObservableObject {
  @Published var count = 0
  @Published var name = ""
  var created: Int

  static var instances = 0

  init() {
    Counter.instances += 1
    created = Counter.instances
  }
}

private struct ObservedView: View {
  @ObservedObject var counter: Counter
  var body: some View {
    VStack {
      Text("count \(counter.count)")
      TextField("name", text: $counter.name)
      Button("inc") { counter.count += 1 }
    }
  }
}

private struct OwnerView: View {
  @StateObject private var counter = Counter()
  @State private var unrelated = 0
  var body: some View {
    VStack {
      Text("instance \(counter.created) count \(counter.count) unrelated \(unrelated)")
      Button("inc") { counter.count += 1 }
      Button("other") { unrelated += 1 }
    }
  }
}

private struct EnvironmentReader: View {
  @EnvironmentObject var counter: Counter
  var body: some View { Text("env \(counter.count)") }
}

@MainActor
@Suite struct ObservableObjectTests {
  @Test func observedObjectRedrawsOnPublishedChanges() {
    let counter = Counter()
    let host = TestHost(width: 20, height: 3) { ObservedView(counter: counter) }
    host.tap("inc")
    #expect(host.screen.contains("count 1"))
    counter.count = 5
    host.resize(width: 20, height: 3)
    #expect(host.screen.contains("count 5"))
  }

  @Test func bindingsToPublishedPropertiesWriteThrough() {
    let counter = Counter()
    let host = TestHost(width: 20, height: 3) { ObservedView(counter: counter) }
    host.send(.tab)
    host.type("Zoe")
    #expect(counter.name == "Zoe")
    #expect(host.screen.contains("Zoe"))
  }

  @Test func stateObjectIsCreatedOnceAndSurvivesRedraws() {
    let host = TestHost(width: 40, height: 3) { OwnerView() }
    let first = host.screen
    host.tap("other")
    host.tap("inc")
    host.tap("other")
    #expect(host.screen.contains("count 1 unrelated 2"))
    let instance = first.split(separator: " ").first { Int($0) != nil }
    #expect(host.screen.contains("instance \(instance ?? "?") "))
  }

  @Test func environmentObjectIsFoundAndObserved() {
    let counter = Counter()
    let host = TestHost(width: 20, height: 1) { EnvironmentReader().environmentObject(counter) }
    #expect(host.screen.contains("env 0"))
    counter.count = 3
    host.resize(width: 20, height: 1)
    #expect(host.screen.contains("env 3"))
  }
}
