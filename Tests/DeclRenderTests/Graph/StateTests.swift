import Decl
import Testing

@testable import DeclRender

private struct TitleView: View {
  @State private var title = "Default Title"
  var body: some View {
    VStack {
      Text(title)
      Button("Change Title") { title = "My New Title" }
    }
  }
}

private struct CounterRow: View {
  let index: Int
  @State private var count = 0
  var body: some View {
    HStack {
      Text("row \(index): \(count)")
      Button("inc \(index)") { count += 1 }
    }
  }
}

private struct ManyRows: View {
  var body: some View {
    // A stack taller than the screen is centred (as on iOS): a frame with top alignment
    // shows its first rows.
    VStack {
      ForEach(0..<1000) { CounterRow(index: $0) }
    }
    .frame(height: 80, alignment: .top)
  }
}

private struct NoteRow: View {
  let index: Int
  @State private var note = ""
  var body: some View {
    HStack {
      Text("\(index): \(note)")
      TextField("note", text: $note)
    }
  }
}

private struct ManyNotes: View {
  var body: some View {
    // A stack taller than the screen is centred (as on iOS): a frame with top alignment
    // shows its first rows.
    VStack {
      ForEach(0..<1000) { NoteRow(index: $0) }
    }
    .frame(height: 80, alignment: .top)
  }
}

private struct Branching: View {
  @State private var showFirst = true
  var body: some View {
    VStack {
      if showFirst {
        CounterRow(index: 1)
      } else {
        CounterRow(index: 2)
      }
      Button("switch") { showFirst.toggle() }
    }
  }
}

private struct Item: Identifiable, Equatable {
  let id: Int
  var name: String
}

private struct Reorderable: View {
  @State var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c")]
  var body: some View {
    VStack {
      ForEach(items) { item in CounterRow(index: item.id) }
      Button("reverse") { items.reverse() }
      Button("drop first") { items.removeFirst() }
    }
  }
}

private struct HeaderView: View {
  @Binding var title: String
  var body: some View {
    VStack {
      Text("\(title) (\(title.count))")
      Button("Shout") { title = title.uppercased() }
    }
  }
}

private struct BindingParent: View {
  @State private var title = "hello"
  var body: some View {
    VStack {
      Text("parent sees \(title)")
      HeaderView(title: $title)
    }
  }
}

private struct Editor: View {
  @State private var items = [Item(id: 1, name: "x"), Item(id: 2, name: "y")]
  var body: some View {
    VStack {
      ForEach($items) { $item in
        TextField("name", text: $item.name)
      }
      Text(items.map(\.name).joined(separator: ","))
    }
  }
}

private struct WritesDuringBody: View {
  @State private var count = 0
  var body: some View {
    count += 1
    return Text("count")
  }
}

@MainActor
@Suite struct StateTests {
  @Test func buttonActionChangesStateAndTheScreen() {
    let host = TestHost(width: 20, height: 2) { TitleView() }
    #expect(host.screen.contains("Default Title"))
    #expect(host.tap("Change Title"))
    #expect(host.screen.contains("My New Title"))
  }

  @Test func changingOneRowOfAThousandRunsOneBody() {
    let host = TestHost(width: 30, height: 10) { ManyNotes() }
    for _ in 0..<3 { host.send(.tab) }
    let before = host.stats.bodyEvaluations
    host.type("x")
    #expect(host.stats.bodyEvaluations - before == 1)
    #expect(host.screen.contains("2: x"))
  }

  @Test func tappingARowButtonRunsTheRowAndThatButtonsStyleOnly() {
    let host = TestHost(width: 30, height: 10) { ManyRows() }
    let before = host.stats.bodyEvaluations
    #expect(host.tap("inc 3"))
    // The row's body, and the tapped button's style body (it now looks pressed).
    #expect(host.stats.bodyEvaluations - before == 2)
    #expect(host.screen.contains("row 3: 1"))
  }

  @Test func branchChangeReplacesTheSubtreeAndDropsItsState() {
    let host = TestHost(width: 20, height: 3) { Branching() }
    host.tap("inc 1")
    #expect(host.screen.contains("row 1: 1"))
    host.tap("switch")
    #expect(host.screen.contains("row 2: 0"))
    host.tap("switch")
    // The first branch came back as a new view: its state starts again.
    #expect(host.screen.contains("row 1: 0"))
  }

  @Test func forEachKeepsStateWithItsIdWhenRowsMove() {
    let host = TestHost(width: 20, height: 6) { Reorderable() }
    host.tap("inc 1")
    host.tap("inc 1")
    host.tap("reverse")
    let lines = host.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(lines.first == "row 3: 0 inc 3")
    #expect(lines.contains("row 1: 2 inc 1"))
    host.tap("drop first")
    #expect(!host.screen.contains("row 3"))
    #expect(host.screen.contains("row 1: 2"))
  }

  @Test func unmountedNodesAreFreed() {
    let host = TestHost(width: 20, height: 6) { Reorderable() }
    let before = host.liveNodeCount
    host.tap("drop first")
    #expect(host.liveNodeCount < before)
    let perRow = before - host.liveNodeCount
    host.tap("drop first")
    #expect(before - host.liveNodeCount == 2 * perRow)
  }

  @Test func bindingWritesThroughToTheOwner() {
    let host = TestHost(width: 30, height: 3) { BindingParent() }
    #expect(host.screen.contains("hello (5)"))
    host.tap("Shout")
    #expect(host.screen.contains("parent sees HELLO"))
    #expect(host.screen.contains("HELLO (5)"))
  }

  @Test func collectionBindingsEditElementsInPlace() {
    let host = TestHost(width: 20, height: 3) { Editor() }
    host.send(.tab)
    host.type("1")
    host.send(.tab)
    host.type("2")
    #expect(host.screen.contains("x1,y2"))
  }

  @Test func writingStateDuringBodyWarnsWithoutCrashing() {
    let host = TestHost(width: 10, height: 1) { WritesDuringBody() }
    #expect(host.screen == "  count")
    #expect(host.stats.warnings.contains { $0.contains("modified while a body") })
  }

  @Test func stateOutsideAViewAnswersItsInitialValueAndIgnoresWrites() {
    let state = State(initialValue: 3)
    #expect(state.wrappedValue == 3)
    state.wrappedValue = 4
    // Not installed in a node: nothing stores the write, as in SwiftUI.
    #expect(state.wrappedValue == 3)
    #expect(state.projectedValue.wrappedValue == 3)
  }

  @Test func bindingHelpers() {
    var stored = 1
    let binding = Binding(get: { stored }, set: { stored = $0 })
    binding.wrappedValue = 5
    #expect(stored == 5)
    #expect(Binding.constant(7).wrappedValue == 7)
    var optional: Int? = 2
    let optionalBinding = Binding(get: { optional }, set: { optional = $0 })
    let unwrapped = Binding(optionalBinding)
    #expect(unwrapped?.wrappedValue == 2)
    unwrapped?.wrappedValue = 9
    #expect(optional == 9)
    optional = nil
    #expect(Binding(optionalBinding) == nil)
    struct Pair { var a = 1 }
    var pair = Pair()
    let pairBinding = Binding(get: { pair }, set: { pair = $0 })
    pairBinding.a.wrappedValue = 4
    #expect(pair.a == 4)
    let widened = Binding<Int?>(binding)
    widened.wrappedValue = 11
    #expect(stored == 11)
  }

  @Test func duplicateIdsWarnAndKeepEveryRow() {
    let rows = [Item(id: 1, name: "a"), Item(id: 1, name: "b"), Item(id: 2, name: "c")]
    let host = TestHost(width: 10, height: 3) {
      VStack { ForEach(rows) { Text($0.name) } }
    }
    #expect(host.screen == "    a\n    b\n    c")
    #expect(host.stats.warnings.contains { $0.contains("duplicate id 1") })
    #expect(host.stats.warnings.count == 1, "reported once: \(host.stats.warnings)")
  }
}

@MainActor
@Suite struct MisuseTests {
  private struct GrowingRange: View {
    @State private var count = 2
    var body: some View {
      VStack {
        ForEach(0..<count) { Text("item \($0)") }
        Button("more") { count += 1 }
      }
    }
  }

  @Test func aChangingConstantRangeWarnsAndStillShowsTheRows() {
    let host = TestHost(width: 20, height: 5) { GrowingRange() }
    host.tap("more")
    #expect(host.screen.contains("item 2"))
    #expect(host.stats.warnings.contains { $0.contains("from 2 to 3") })
    #expect(!host.screen.contains("warning") && !host.screen.contains("ForEach"))
  }

  private struct NestedWriter: View {
    @Binding var count: Int
    var body: some View {
      if count == 0 { count = 1 }  // misuse: a child writes its parent's state during body
      return Text("child sees \(count)")
    }
  }

  private struct ParentOfWriter: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Text("parent")
        NestedWriter(count: $count)
      }
    }
  }

  @Test func aNestedChildWritingStateDuringBodyWarnsOnStderrNotOnScreen() {
    let host = TestHost(width: 20, height: 2) { ParentOfWriter() }
    #expect(host.stats.warnings.contains { $0.contains("modified while a body") })
    #expect(host.screen.contains("parent"))
    #expect(host.screen.contains("child sees 1"))
    #expect(!host.screen.contains("warning") && !host.screen.contains("Decl"))
  }

  private struct Rows: View {
    @State var items = ["a", "b", "c"]
    @State var stale: Binding<String>?
    var body: some View {
      VStack {
        ForEach(items, id: \.self) { Text("row \($0)") }
        Button("keep") { stale = $items[2] }
        Button("delete") { items.removeLast() }
        Button("write") { stale?.wrappedValue = "z" }
      }
    }
  }

  @Test func aStaleBindingToADeletedRowWarnsAndChangesNothing() {
    let host = TestHost(width: 20, height: 6) { Rows() }
    host.tap("keep")
    host.tap("delete")
    let before = host.screen
    host.tap("write")
    #expect(host.screen == before)
    #expect(host.screen.contains("row b") && !host.screen.contains("row z"))
    #expect(
      host.stats.warnings.contains { $0.contains("a binding to a removed collection element") })
    #expect(!host.screen.contains("warning"))
  }

  @Test func aBindingToARemovedRowWarnsInsteadOfCrashing() {
    var items = ["a", "b"]
    let collection = Binding(get: { items }, set: { items = $0 })
    let second = collection[1]
    items.removeLast()
    #expect(second.wrappedValue == "b")
    second.wrappedValue = "c"
    #expect(items == ["a"])
  }
}
