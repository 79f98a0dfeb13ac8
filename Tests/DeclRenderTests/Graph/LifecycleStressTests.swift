import Decl
import Observation
import Testing

@testable import DeclRender

/// What the probes report: appearances, disappearances, tasks started and ended.
@MainActor
private final class StressLog {
  var balance: [String: Int] = [:]
  var appearCount = 0
  var disappearCount = 0
  var tasksStarted = 0
  var tasksEnded = 0

  func appeared(_ name: String) {
    appearCount += 1
    balance[name, default: 0] += 1
  }

  func disappeared(_ name: String) {
    disappearCount += 1
    balance[name, default: 0] -= 1
  }

  /// Names that appeared more often than they disappeared.
  var onScreen: Set<String> { Set(balance.filter { $0.value != 0 }.keys) }
}

/// The state the operations change, outside the views so thousands of changes can be made
/// between two frames.
@Observable
@MainActor
private final class StressModel {
  var showsFirstBranch = true
  var explicitID = 0
  var rows: [Int] = [0, 1, 2]
  var nextRow = 3
  var showsExtra = false
  var counter = 0
  var rowTaps: [Int: Int] = [:]
  var showsSheet = false
  var showsAlert = false

  /// The probes the screen should hold for this state.
  var expectedProbes: Set<String> {
    var names: Set<String> = [showsFirstBranch ? "branch A" : "branch B", "identified"]
    for row in rows { names.insert("row \(row)") }
    if showsExtra { names.insert("extra") }
    if showsSheet { names.insert("sheet") }
    return names
  }

  func copy() -> StressModel {
    let copy = StressModel()
    copy.showsFirstBranch = showsFirstBranch
    copy.explicitID = explicitID
    copy.rows = rows
    copy.nextRow = nextRow
    copy.showsExtra = showsExtra
    copy.counter = counter
    copy.rowTaps = rowTaps
    copy.showsSheet = showsSheet
    copy.showsAlert = showsAlert
    return copy
  }
}

/// A view that logs its lifecycle and runs a task until it is cancelled.
private struct Probe: View {
  let name: String
  let log: StressLog
  var taps = 0
  @State private var local = 0

  var body: some View {
    HStack {
      Text("\(name) \(taps) \(local)")
      Button("bump \(name)") { local += 1 }
    }
    .onAppear { log.appeared(name) }
    .onDisappear { log.disappeared(name) }
    .task {
      log.tasksStarted += 1
      try? await Task.sleep(for: .seconds(3_600))
      log.tasksEnded += 1
    }
  }
}

private struct StressRoot: View {
  let model: StressModel
  let log: StressLog

  var body: some View {
    VStack {
      if model.showsFirstBranch {
        Probe(name: "branch A", log: log)
      } else {
        Probe(name: "branch B", log: log).padding(1)
      }
      Probe(name: "identified", log: log).id(model.explicitID)
      ForEach(model.rows, id: \.self) { row in
        Probe(name: "row \(row)", log: log, taps: model.rowTaps[row] ?? 0)
      }
      Text("counter \(model.counter)")
      if model.showsExtra { Probe(name: "extra", log: log) }
    }
    .sheet(isPresented: Bindable(model).showsSheet) {
      Probe(name: "sheet", log: log)
    }
    .alert("Alert", isPresented: Bindable(model).showsAlert) {
      Button("OK") {}
    }
  }
}

/// 100,000 random updates, mounts and unmounts: branch flips, explicit id changes, ForEach
/// inserts, removals and moves, toggles, state writes, and sheets and alerts opening and
/// closing. The operations change an
/// observable model; a frame is rendered every `renderEvery` operations (so 500 frames,
/// each coalescing the changes since the last, as a burst of writes does in a running app),
/// and each frame is checked: every probe on screen appeared once more than it disappeared
/// and no other did, each has exactly one running task (tasks of removed probes were
/// cancelled and ended), and every so often the graph holds exactly as many nodes as a freshly
/// built screen for the same state. At the end the node count equals the count after the
/// first frame for the same state, so nothing accumulates.
@MainActor
@Suite struct LifecycleStressTests {
  static let operations = 100_000
  static let renderEvery = 200

  private enum Operation: CaseIterable {
    case flipBranch, changeID, insertRow, removeRow, moveRow, toggleExtra, writeCounter, tapRow
    case toggleSheet, toggleAlert
  }

  private static func apply(
    _ operation: Operation, to model: StressModel, _ random: inout SplitMix64
  ) {
    switch operation {
    case .flipBranch:
      model.showsFirstBranch.toggle()
    case .changeID:
      model.explicitID += 1
    case .insertRow:
      guard model.rows.count < 12 else { return }
      model.rows.insert(model.nextRow, at: random.int(0..<model.rows.count + 1))
      model.nextRow += 1
    case .removeRow:
      guard !model.rows.isEmpty else { return }
      model.rows.remove(at: random.int(0..<model.rows.count))
    case .moveRow:
      guard model.rows.count > 1 else { return }
      let row = model.rows.remove(at: random.int(0..<model.rows.count))
      model.rows.insert(row, at: random.int(0..<model.rows.count + 1))
    case .toggleExtra:
      model.showsExtra.toggle()
    case .writeCounter:
      model.counter += 1
    case .tapRow:
      guard let row = model.rows.randomElement(using: &random) else { return }
      model.rowTaps[row, default: 0] += 1
    case .toggleSheet:
      model.showsSheet.toggle()
    case .toggleAlert:
      model.showsAlert.toggle()
    }
  }

  /// Lets started and cancelled tasks run until `done` holds (bounded).
  private static func letTasksRun(until done: () -> Bool) async {
    for _ in 0..<2_000 where !done() {
      await Task.yield()
    }
  }

  @Test func randomMountsAndUnmountsStayBalanced() async {
    let log = StressLog()
    let model = StressModel()
    let host = TestHost(width: 60, height: 30) { StressRoot(model: model, log: log) }
    var random = SplitMix64(seed: 0x57_2E55)
    let operations = Operation.allCases
    var checks = 0
    var failure: String?

    for index in 1...Self.operations where failure == nil {
      Self.apply(random.element(operations), to: model, &random)
      guard index.isMultiple(of: Self.renderEvery) else { continue }
      host.resize(width: 60, height: 30)  // same size: renders the pending changes
      let expected = model.expectedProbes
      await Self.letTasksRun { log.tasksStarted - log.tasksEnded == expected.count }
      checks += 1
      if log.onScreen != expected {
        failure = "after \(index) operations: on screen \(log.onScreen), expected \(expected)"
      } else if log.balance.values.contains(where: { $0 != 0 && $0 != 1 }) {
        failure = "after \(index) operations: unbalanced \(log.balance.filter { $0.value > 1 })"
      } else if log.tasksStarted - log.tasksEnded != expected.count {
        failure =
          "after \(index) operations: \(log.tasksStarted - log.tasksEnded) tasks running "
          + "for \(expected.count) probes"
      } else if index.isMultiple(of: Self.renderEvery * 50) {
        let fresh = TestHost(width: 60, height: 30) {
          StressRoot(model: model.copy(), log: StressLog())
        }
        if host.liveNodeCount != fresh.liveNodeCount {
          failure =
            "after \(index) operations: \(host.liveNodeCount) live nodes, a fresh screen "
            + "has \(fresh.liveNodeCount)"
        }
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(checks == Self.operations / Self.renderEvery)
    #expect(log.appearCount - log.disappearCount == model.expectedProbes.count)
    #expect(log.appearCount > 3_000, "the operations mounted and unmounted views")

    // No growth: the same state reached again holds as many nodes as the first time.
    model.showsFirstBranch = true
    model.rows = [0, 1, 2]
    model.showsExtra = false
    model.showsSheet = false
    model.showsAlert = false
    host.resize(width: 60, height: 30)
    let fresh = TestHost(width: 60, height: 30) {
      StressRoot(model: model.copy(), log: StressLog())
    }
    #expect(host.liveNodeCount == fresh.liveNodeCount)
    await Self.letTasksRun { log.tasksStarted - log.tasksEnded == 5 }
    #expect(log.tasksStarted - log.tasksEnded == 5)
  }
}
