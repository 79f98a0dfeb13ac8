import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// A contact card as a `Grid`: labels and values in two columns.
private struct ContactGrid: View {
  var body: some View {
    Grid(alignment: .leading) {
      GridRow {
        Text("Name")
        Text("Ada Lovelace")
      }
      GridRow {
        Text("Born").gridColumnAlignment(.trailing)
        Text("10 December 1815")
      }
      Divider()
      GridRow {
        Text("Known for")
        Text("the first program")
      }
    }
  }
}

@MainActor
@Suite struct GridTests {
  @Test func columnsAreAsWideAsTheirWidestCellAndAlignWhole() {
    let host = TestHost(width: 40, height: 5) { ContactGrid().lengthUnit(.cells) }
    // The label column is as wide as "Known for" (9); `gridColumnAlignment(.trailing)` on
    // "Born" aligns the whole column to its trailing edge; the value column, one column
    // over, is leading as the grid says.
    let known = host.frame(ofText: "Known for")!
    #expect(host.frame(ofText: "Name")!.maxX == known.maxX)
    #expect(host.frame(ofText: "Born")!.maxX == known.maxX)
    let values = ["Ada Lovelace", "10 December 1815", "the first program"].map {
      host.frame(ofText: $0)!.minX
    }
    #expect(Set(values) == [known.maxX + 1])
    assertSnapshot(host, named: "contact", suite: "grid")
  }

  @Test func aViewOutsideARowSpansTheGrid() {
    let host = TestHost(width: 40, height: 5) { ContactGrid().lengthUnit(.cells) }
    // 9 + 1 + 17 columns: the divider runs across both columns and the spacing between.
    let rule = host.rows[2]
    #expect(rule.trimmingCharacters(in: .whitespaces) == String(repeating: "─", count: 27))
  }

  @Test func aCellSpanningColumnsTakesTheirWidthAndSpacing() {
    let host = TestHost(width: 30, height: 3) {
      Grid(alignment: .leading, horizontalSpacing: 2) {
        GridRow {
          Text("aaa")
          Text("bbbbb")
          Text("c")
        }
        GridRow {
          Text("spans two").gridCellColumns(2).border(.clear)
          Text("d")
        }
      }
      .lengthUnit(.cells)
    }
    // "spans two" starts in column one and is offered 3 + 2 + 5 columns; "d" is in column
    // three, under "c".
    let a = host.frame(ofText: "aaa")!
    let span = host.frame(ofText: "spans two")!
    #expect(span.minX == a.minX)
    #expect(host.frame(ofText: "d")!.minX == host.frame(ofText: "c")!.minX)
    #expect(host.frame(ofText: "c")!.minX == a.minX + 3 + 2 + 5 + 2)
  }

  @Test func aWideSpanningCellWidensTheColumnsItSpans() {
    let host = TestHost(width: 40, height: 3) {
      Grid(alignment: .leading) {
        GridRow {
          Text("a")
          Text("b")
          Text("c")
        }
        GridRow {
          Text("a long spanning cell").gridCellColumns(2)
          Text("d")
        }
      }
      .lengthUnit(.cells)
    }
    // 20 columns need more than "a" + 1 + "b": the second column grows, so "c" and "d" come
    // after the spanning cell.
    let span = host.frame(ofText: "a long spanning cell")!
    #expect(span.width == 20)
    #expect(host.frame(ofText: "c")!.minX == span.maxX + 1)
    #expect(host.frame(ofText: "d")!.minX == span.maxX + 1)
  }

  @Test func anchorsAndUnsizedCells() {
    let host = TestHost(width: 20, height: 4) {
      Grid(horizontalSpacing: 0, verticalSpacing: 0) {
        GridRow {
          Text("wide cell")
          Text("x")
        }
        GridRow {
          Text("y").gridCellAnchor(.topLeading)
          Color.red.gridCellUnsizedAxes([.horizontal, .vertical])
        }
      }
      .lengthUnit(.cells)
    }
    // The anchored cell sits at the leading edge of its nine-column space; the colour fills
    // its cell without making the column wider than "x".
    #expect(host.frame(ofText: "y")!.minX == host.frame(ofText: "wide cell")!.minX)
    let x = host.frame(ofText: "x")!
    let redCells = (0..<20).filter {
      host.canvas[x: $0, y: x.maxY].style.background == cellColor(.red)
    }
    #expect(redCells == [x.minX])
  }

  @Test func gridLayoutSwitchesWithAnyLayoutKeepingState() {
    struct Switching: View {
      @State private var isGrid = true
      @State private var count = 0
      var body: some View {
        let layout = isGrid ? AnyLayout(GridLayout()) : AnyLayout(VStackLayout())
        VStack {
          Button("switch") { isGrid.toggle() }
          layout {
            GridRow {
              Button("count \(count)") { count += 1 }
              Text("right")
            }
          }
        }
      }
    }
    let host = TestHost(width: 30, height: 5) { Switching() }
    host.tap("count 0")
    #expect(host.screen.contains("count 1 right"))
    host.tap("switch")
    // Out of a grid, a row is an HStack: the same row, and the count kept.
    #expect(host.screen.contains("count 1 right"))
    host.tap("count 1")
    #expect(host.screen.contains("count 2"))
  }

  @Test func aGridRowOutsideAGridIsARow() {
    let host = TestHost(width: 20, height: 1) {
      GridRow {
        Text("a")
        Text("b")
      }
    }
    #expect(host.lines == ["a b"])
  }

  @Test func anEmptyGridIsEmpty() {
    let host = TestHost(width: 10, height: 2) {
      Grid {}
    }
    #expect(host.screen.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
  }
}
