import Decl
import Observation
import Testing

@testable import DeclRender

@Observable
@MainActor
private final class Board {
  var values = Array(0..<20)
}

/// One row of the board; equatable, so an unchanged row is not run again.
private struct Row: View, Equatable {
  let index: Int
  let value: Int
  let counter: BodyCounter

  var body: some View {
    counter.count(index)
    return Text("\(index): \(value)")
  }

  nonisolated static func == (a: Row, b: Row) -> Bool {
    a.index == b.index && a.value == b.value
  }
}

@MainActor
private final class BodyCounter {
  var runs: [Int: Int] = [:]
  func count(_ index: Int) { runs[index, default: 0] += 1 }
}

private struct BoardView: View {
  let model: Board
  let counter: BodyCounter
  var body: some View {
    VStack {
      ForEach(0..<20, id: \.self) { i in
        Row(index: i, value: model.values[i], counter: counter)
      }
    }
  }
}

private struct TaskItem: Identifiable {
  let id = UUID()
  var title: String
}

private struct Tasks: View {
  @State private var tasks: [TaskItem] = []
  var body: some View {
    NavigationStack {
      List {
        ForEach($tasks) { $task in
          Text(task.title)
        }
        .onDelete { tasks.remove(atOffsets: $0) }
      }
      .toolbar {
        Button("Add") { tasks.append(TaskItem(title: "Task \(tasks.count + 1)")) }
      }
    }
  }
}

@MainActor
@Suite struct ObservedClosureTests {
  @Test func observableReadsInAForEachClosureUpdateTheirRow() {
    let model = Board()
    let counter = BodyCounter()
    let host = TestHost(width: 20, height: 20) { BoardView(model: model, counter: counter) }
    #expect(host.screen.contains("7: 7"))
    let before = counter.runs
    model.values[7] = 700
    host.resize(width: 20, height: 20)
    #expect(host.screen.contains("7: 700"))
    #expect(host.stats.lastFrameBytes > 0)
    // Only the changed row ran its body again.
    #expect(counter.runs[7] == (before[7] ?? 0) + 1)
    #expect(counter.runs[6] == before[6])
  }

  @Test func rowsAppendedToAnEmptyListThroughBindingsAreShown() {
    let host = TestHost(width: 30, height: 8) { Tasks() }
    host.tap("Add")
    #expect(host.screen.contains("Task 1"))
    host.tap("Add")
    #expect(host.screen.contains("Task 2"))
  }
}
