import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// Emoji cards in an adaptive grid, as in the Memorize course app.
private struct Cards: View {
  var body: some View {
    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
      ForEach(0..<12) { index in
        Text("card \(index)")
      }
    }
  }
}

/// A table of three flexible columns.
private struct Table: View {
  let rows = [("Apples", "3", "red"), ("Kiwis", "12", "green"), ("Bananas", "7", "yellow")]
  var body: some View {
    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]) {
      ForEach(rows, id: \.0) { row in
        Text(row.0)
        Text(row.1)
        Text(row.2)
      }
    }
  }
}

@MainActor
@Suite struct LazyGridTests {
  // MARK: Sizing columns

  private func tracks(_ items: [GridItem], _ length: Int?, ideal: Int = 0) -> [Int] {
    GridTrack.resolve(items, length: length, ideal: ideal, axis: .horizontal, scale: .terminal)
      .map(\.size)
  }

  @Test func adaptiveColumnsFitAsManyAsTheirMinimumAllows() {
    // 80 points are ten columns; with one column between them, 80 columns hold seven
    // (7 × 10 + 6 = 76), and the four left over widen the first four.
    #expect(tracks([GridItem(.adaptive(minimum: 80))], 80) == [11, 11, 11, 11, 10, 10, 10])
    // Three would need 32 columns: two share 30.
    #expect(tracks([GridItem(.adaptive(minimum: 80))], 30) == [15, 14])
    // Never fewer than one, at its minimum however narrow.
    #expect(tracks([GridItem(.adaptive(minimum: 80))], 4) == [10])
    // A maximum caps each column: the rest of the space stays empty.
    #expect(tracks([GridItem(.adaptive(minimum: 40, maximum: 48))], 20) == [6, 6, 6])
  }

  @Test func flexibleColumnsShareWhatFixedOnesLeave() {
    let three = [GridItem(), GridItem(), GridItem()]
    // 80 columns less two of spacing: 26 each.
    #expect(tracks(three, 80) == [26, 26, 26])
    // A fixed 160-point column is 20 columns; the flexible ones share the other 58.
    #expect(tracks([GridItem(.fixed(160)), GridItem(), GridItem()], 80) == [20, 29, 29])
    // A flexible maximum is kept, the space it does not take going to the others.
    #expect(
      tracks([GridItem(.flexible(maximum: 80)), GridItem()], 41) == [10, 30])
    // A minimum is kept even when the space is short (the default minimum, 10 points, is a
    // column).
    #expect(tracks([GridItem(.flexible(minimum: 160)), GridItem()], 10) == [20, 1])
    // Spacing of a column's own replaces the default after it.
    let spaced = GridTrack.resolve(
      [GridItem(spacing: 0), GridItem()], length: 20, ideal: 0, axis: .horizontal,
      scale: .terminal)
    #expect(spaced.map(\.size) == [10, 10])
    #expect(GridTrack.length(of: spaced) == 20)
  }

  @Test func withNoLengthFlexibleColumnsTakeTheIdealWidth() {
    #expect(tracks([GridItem(), GridItem(.fixed(24))], nil, ideal: 6) == [6, 3])
  }

  // MARK: On screen

  @Test func twelveAdaptiveItemsSitSevenToARowAt80Columns() {
    let host = TestHost(width: 80, height: 4) { Cards() }
    #expect(host.lines[1].components(separatedBy: "card").count - 1 == 7)
    #expect(host.lines[2].components(separatedBy: "card").count - 1 == 5)
    #expect(host.frame(ofText: "card 7")!.minY == host.frame(ofText: "card 0")!.minY + 1)
    assertSnapshot(host, named: "adaptive-80", suite: "lazy-grid")
  }

  @Test func flexibleColumnsLineUpAcrossRows() {
    let host = TestHost(width: 60, height: 3) { Table() }
    // 58 columns after two of spacing: tracks of 19, 19 and 20 columns at 0, 20 and 40. Every
    // cell of a column is centred in its track, so the columns line up whatever the widths.
    let tracks = [(start: 0, size: 19), (start: 20, size: 19), (start: 40, size: 20)]
    let columns = [["Apples", "Kiwis", "Bananas"], ["3", "12", "7"], ["red", "green", "yellow"]]
    for (track, texts) in zip(tracks, columns) {
      for text in texts {
        let frame = host.frame(ofText: text)!
        #expect(frame.minX >= track.start && frame.maxX <= track.start + track.size)
        #expect(abs(frame.minX * 2 + frame.width - (track.start * 2 + track.size)) <= 1)
      }
    }
    #expect(host.frame(ofText: "3")!.minX > host.frame(ofText: "Bananas")!.maxX)
    assertSnapshot(host, named: "flexible-table", suite: "lazy-grid")
  }

  @Test func inAScrollViewOnlyTheVisibleRowsExist() {
    let host = TestHost(width: 40, height: 10) {
      ScrollView {
        LazyVGrid(columns: [GridItem(), GridItem()]) {
          ForEach(0..<10_000) { Text("item \($0)") }
        }
      }
    }
    #expect(host.screen.contains("item 0"))
    #expect(host.screen.contains("item 19"))
    // Two items a row: ten rows on screen, a margin and some slack around them, never
    // thousands of nodes.
    #expect(host.liveNodeCount < 400)
    host.scroll(x: 5, y: 5, rows: 3000)
    #expect(host.screen.contains("item 6000"))
    #expect(host.liveNodeCount < 400)
    #expect(!host.screen.contains("item 0 "))
  }

  @Test func pinnedHeadersStayAtTheTopWhileTheirSectionScrolls() {
    let host = TestHost(width: 30, height: 6) {
      ScrollView {
        LazyVGrid(columns: [GridItem(), GridItem()], pinnedViews: [.sectionHeaders]) {
          ForEach(["Fruit", "Veg"], id: \.self) { name in
            Section {
              ForEach(0..<12) { Text("\(name) \($0)") }
            } header: {
              Text(name.uppercased() + " HEADER")
            }
          }
        }
      }
      .scrollIndicators(.hidden)
    }
    // Each section: its header and six rows of two.
    #expect(host.lines.first == "FRUIT HEADER")
    host.scroll(x: 2, y: 2, rows: 2)
    // The header stays on the top row, over the row scrolled under it.
    #expect(host.lines.first == "FRUIT HEADER")
    #expect(host.lines[1].hasPrefix("Fruit 4"))
    host.scroll(x: 2, y: 2, rows: 4)
    // The section ends under it: the next header is right below.
    #expect(host.lines[0] == "FRUIT HEADER")
    #expect(host.lines[1] == "VEG HEADER")
    assertSnapshot(host, named: "pinned-header", suite: "lazy-grid")
    host.scroll(x: 2, y: 2, rows: 1)
    // Scrolled past its section, it gives the top to the next one.
    #expect(host.lines.first == "VEG HEADER")
    #expect(!host.screen.contains("FRUIT"))
  }

  @Test func aLazyHGridFillsColumnsOfRows() {
    let host = TestHost(width: 40, height: 2) {
      ScrollView(.horizontal) {
        LazyHGrid(rows: [GridItem(), GridItem()]) {
          ForEach(0..<6) { Text("h\($0)") }
        }
      }
    }
    #expect(host.rows == ["h0 h2 h4", "h1 h3 h5"])
  }

  @Test func aLazyVStackTakesTheWholeWidthAndAlignsItsViews() {
    let host = TestHost(width: 20, height: 3) {
      LazyVStack(alignment: .trailing) {
        Text("a")
        Text("bbb")
      }
      .background(Color.blue)
    }
    #expect(host.rows == ["                   a", "                 bbb", ""])
    #expect(host.canvas[x: 0, y: 0].style.background == cellColor(.blue))
  }

  @Test func aLazyVStackInAScrollViewRealizesLazily() {
    let host = TestHost(width: 20, height: 5) {
      ScrollView {
        LazyVStack {
          ForEach(0..<100_000) { Text("row \($0)") }
        }
      }
      .scrollIndicators(.hidden)
    }
    #expect(host.lines.first == "row 0")
    #expect(host.liveNodeCount < 300)
    host.scroll(x: 1, y: 1, rows: 50_000)
    #expect(host.screen.contains("row 50000"))
  }

  @Test func aLazyHStackRowOfViews() {
    let host = TestHost(width: 20, height: 1) {
      LazyHStack(spacing: 16) {
        Text("a")
        Text("b")
      }
    }
    #expect(host.lines == ["a  b"])
  }

  @Test func emptyAndZeroSizedGridsDrawNothing() {
    let empty = TestHost(width: 10, height: 2) {
      LazyVGrid(columns: []) { Text("alone") }
    }
    // No columns: nothing to put the view in.
    #expect(!empty.screen.contains("alone"))
    let tiny = TestHost(width: 0, height: 0) { Cards() }
    #expect(tiny.screen.isEmpty)
  }
}

@MainActor
@Suite struct LazyGridBadInputTests {
  @Test func hugeAndNegativeItemSizesDoNotCrash() {
    let host = TestHost(width: 20, height: 2) {
      LazyVGrid(columns: [
        GridItem(.fixed(1e30)), GridItem(.fixed(-5)), GridItem(.adaptive(minimum: -3)),
      ]) {
        Text("a")
        Text("b")
        Text("c")
      }
      .frame(width: 1e30)
    }
    #expect(host.screen.contains("a"))
    let grid = TestHost(width: 20, height: 2) {
      Grid(horizontalSpacing: -40, verticalSpacing: 1e20) {
        GridRow {
          Text("x").gridCellColumns(-3)
          Text("y").gridCellColumns(.max)
        }
      }
    }
    #expect(grid.screen.contains("x"))
    // Asked how wide it could grow (as an `HStack` asks), an adaptive grid does not make a
    // column per cell of "unlimited".
    let row = TestHost(width: 40, height: 1) {
      HStack {
        Text("left")
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 1))]) { Text("r") }
      }
    }
    #expect(row.screen.contains("left"))
  }
}
