import Decl
import Testing

@testable import DeclRender

private struct Huge: View {
  let count: Int
  @State private var chosen = "none"
  var body: some View {
    VStack {
      Text("chosen \(chosen)")
      List {
        // Without separators, so each element is one row of the screen.
        ForEach(0..<count, id: \.self) { index in
          Button("row \(index)") { chosen = "\(index)" }.listRowSeparator(.hidden)
        }
      }
    }
  }
}

/// A list of rows that each have a body, so body runs count the rows built.
private struct CountedRows: View {
  struct Row: View {
    let index: Int
    var body: some View { Text("row \(index)") }
  }

  let count: Int
  var body: some View {
    // Without separators, so each element is one row of the screen.
    List(0..<count, id: \.self) { Row(index: $0).listRowSeparator(.hidden) }
  }
}

@MainActor
@Suite struct LazyListTests {
  private func visibleRows(_ host: TestHost) -> [String] {
    host.screen.split(separator: "\n").map {
      String($0.prefix(host.canvas.width - 1)).trimmingCharacters(in: .whitespaces)
    }.filter { $0.hasPrefix("row") }
  }

  @Test func aHundredThousandRowsHoldOnlyAScreenfulOfNodes() {
    let small = TestHost(width: 30, height: 12) { Huge(count: 100) }
    let huge = TestHost(width: 30, height: 12) { Huge(count: 100_000) }
    #expect(visibleRows(huge) == visibleRows(small))
    #expect(huge.liveNodeCount == small.liveNodeCount)
    #expect(huge.liveNodeCount < 1_000)
  }

  @Test func scrollingFarRealizesTheRowsThere() {
    let host = TestHost(width: 30, height: 12) { Huge(count: 100_000) }
    let before = host.liveNodeCount
    host.scroll(x: 5, y: 5, rows: 50_000)
    #expect(visibleRows(host).first == "row 50000")
    // A screenful plus the margin and slack on both sides (at the top there were none above):
    // more than the first frame's window, but not twice it.
    #expect(host.liveNodeCount < before * 2)
    host.scroll(x: 5, y: 5, rows: 1_000_000)
    #expect(visibleRows(host).last == "row 99999")
    #expect(host.canvas[x: 29, y: 11].grapheme == "┃")
  }

  @Test func tabWalksPastTheRealizedRows() {
    let host = TestHost(width: 30, height: 6) { Huge(count: 100_000) }
    for _ in 0..<60 { host.send(.tab) }
    host.send(.enter)
    #expect(host.screen.contains("chosen 59"))
    #expect(visibleRows(host).last == "row 59")
  }

  @Test func theBodyRunsOnlyForRealizedRows() {
    let host = TestHost(width: 30, height: 12) { Huge(count: 100_000) }
    // The Huge view, and a screenful of rows plus the margin: nowhere near 100,000.
    #expect(host.stats.bodyEvaluations < 200)
  }

  /// A list builds the rows it shows and a few beyond, not several screenfuls: the first
  /// window is the screen's height (rows are at least one tall) plus the row cut off at the
  /// bottom, the margin Tab needs and the slack the first scrolls use, so the first frame runs
  /// each row's body once, for a dozen rows more than it shows (it was 48 rows, four screens
  /// of 12 rows; 48 stays the most a first frame builds).
  @Test func theFirstFrameBuildsWhatIsShownPlusTheMargin() {
    for height in [12, 24] {
      let host = TestHost(width: 30, height: height) { CountedRows(count: 1_000) }
      let shown = visibleRows(host).count
      #expect(shown == height)
      // The list's own body, and one per row built.
      let margin = 1 + ForEachNode.lazyMargin + ForEachNode.lazySlack
      #expect(host.stats.bodyEvaluations == 1 + shown + margin)
    }
  }

  /// The realized window moves with slack, so most one-row scrolls re-run no `body` at all,
  /// and the rows on screen move by scrolling a terminal region.
  @Test func oneRowScrollsReRunNothingUntilTheWindowMoves() {
    let host = TestHost(width: 30, height: 12) { Huge(count: 100_000) }
    let before = host.stats.bodyEvaluations
    var scrolledRows = 0
    for _ in 0..<ForEachNode.lazySlack {
      host.scroll(x: 5, y: 5, rows: 1)
      scrolledRows += host.stats.lastFrame.encoder.rowsScrolled
    }
    #expect(host.stats.bodyEvaluations == before)
    #expect(scrolledRows >= ForEachNode.lazySlack * 5)
    #expect(visibleRows(host).first == "row \(ForEachNode.lazySlack)")
    // Further down the window moves, about once every `lazySlack` rows.
    var scrollsThatRan = 0
    for _ in 0..<60 {
      let bodies = host.stats.bodyEvaluations
      host.scroll(x: 5, y: 5, rows: 1)
      if host.stats.bodyEvaluations > bodies { scrollsThatRan += 1 }
    }
    #expect(scrollsThatRan > 0)
    #expect(scrollsThatRan <= 60 / ForEachNode.lazySlack + 1)
  }
}
