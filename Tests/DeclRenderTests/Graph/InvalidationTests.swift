import Decl
import Testing

@testable import DeclRender

@Observable
private final class Model {
  var values = Array(repeating: 0, count: 1000)
  var title = "title"
  @ObservationIgnored var ignored = 0
}

private struct ObservingRow: View {
  let model: Model
  let index: Int
  var body: some View { Text("\(index)=\(model.values[index])") }
}

private struct ObservingList: View {
  let model: Model
  var body: some View {
    // A stack taller than the screen is centred (as on iOS): a frame with top alignment
    // shows its first rows.
    VStack {
      ForEach(0..<1000) { ObservingRow(model: model, index: $0) }
    }
    .frame(height: 80, alignment: .top)
  }
}

private struct TitleRow: View {
  let model: Model
  var body: some View { Text("\(model.title) \(model.ignored)") }
}

private struct FlagKey: EnvironmentKey {
  static let defaultValue = 0
}

extension EnvironmentValues {
  fileprivate var flag: Int {
    get { self[FlagKey.self] }
    set { self[FlagKey.self] = newValue }
  }
}

private struct FlagReader: View {
  @Environment(\.flag) var flag
  var body: some View { Text("flag \(flag)") }
}

private struct NotAReader: View, Equatable {
  let index: Int
  var body: some View { Text("plain \(index)") }
}

private struct EnvironmentChanger: View {
  @State private var flag = 0
  var body: some View {
    VStack {
      Button("bump") { flag += 1 }
      ForEach(0..<500) { NotAReader(index: $0) }
      ForEach(0..<3) { _ in FlagReader() }
    }
    .environment(\.flag, flag)
  }
}

@MainActor
@Suite struct InvalidationTests {
  @Test func anArrayReadByEveryRowReRunsEveryRow() {
    let model = Model()
    let host = TestHost(width: 20, height: 5) { ObservingList(model: model) }
    let before = host.stats.bodyEvaluations
    model.values[2] = 7
    host.resize(width: 20, height: 5)
    // Observation tracks whole properties: every row read `values`, so every row re-runs.
    #expect(host.screen.contains("2=7"))
    #expect(host.stats.bodyEvaluations - before == 1000)
  }

  @Test func observablePropertyChangeReRunsItsReaderOnce() {
    let model = Model()
    let host = TestHost(width: 20, height: 2) {
      VStack {
        TitleRow(model: model)
        ForEach(0..<999) { NotAReader(index: $0) }
      }
      .frame(height: 32, alignment: .top)
    }
    let before = host.stats.bodyEvaluations
    model.title = "changed"
    model.title = "changed again"
    host.resize(width: 20, height: 2)
    // Two writes, coalesced into one update of the one reader.
    #expect(host.stats.bodyEvaluations - before == 1)
    #expect(host.screen.contains("changed again 0"))
  }

  @Test func observationIgnoredPropertiesDoNotRedraw() {
    let model = Model()
    let host = TestHost(width: 20, height: 1) { TitleRow(model: model) }
    let before = host.stats.bodyEvaluations
    model.ignored = 5
    host.resize(width: 20, height: 1)
    #expect(host.stats.bodyEvaluations == before)
    #expect(host.screen.contains("title 0"))
  }

  @Test func environmentChangeReRunsOnlyItsReaders() {
    let host = TestHost(width: 20, height: 10) { EnvironmentChanger() }
    let before = host.stats.bodyEvaluations
    host.tap("bump")
    // The changer itself, the button's style (pressed look), and the three readers.
    #expect(host.stats.bodyEvaluations - before == 1 + 1 + 3)
  }
}
