import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// A settings screen written as on iOS, in points.
private struct NotesForm: View {
  @State private var notes = "Remember the milk"

  var body: some View {
    NavigationStack {
      Form {
        TextEditor(text: $notes).frame(height: 200)
      }
      .navigationTitle("Notes")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
      }
    }
  }
}

private struct Greeting: View {
  var body: some View {
    VStack(spacing: 20) {
      Text("Welcome").padding(.top, 50)
      Text("x").padding().border(.white)
    }
  }
}

@MainActor
@Suite struct PointLengthTests {
  @Test func lengthsRoundToTheNearestCellHalvesAwayFromZero() {
    let scale = PointScale.terminal
    #expect(scale.cells(8, along: .horizontal) == 1)
    #expect(scale.cells(16, along: .vertical) == 1)
    // Half a cell rounds away from zero; less rounds down to no cell.
    #expect(scale.cells(4, along: .horizontal) == 1)
    #expect(scale.cells(3, along: .horizontal) == 0)
    #expect(scale.cells(8, along: .vertical) == 1)
    #expect(scale.cells(7, along: .vertical) == 0)
    #expect(scale.cells(-4, along: .horizontal) == -1)
    #expect(scale.cells(20, along: .vertical) == 1)
    #expect(scale.cells(50, along: .vertical) == 3)
    #expect(scale.cells(150, along: .horizontal) == 19)
    #expect(scale.cells(200, along: .vertical) == 13)
    #expect(scale.cells(.infinity, along: .horizontal) == .cellInfinity)
    #expect(scale.cells(.nan, along: .horizontal) == 0)
    // Sizes given back round-trip.
    #expect(scale.points(60, along: .horizontal) == 480)
    #expect(scale.cells(scale.points(60, along: .horizontal) / 2, along: .horizontal) == 30)
    #expect(PointScale.cells.cells(3, along: .vertical) == 3)
  }

  @Test func iOSLengthsKeepTheirProportions() {
    let host = TestHost(width: 20, height: 10) { Greeting() }
    let welcome = host.frame(ofText: "Welcome")!
    let x = host.frame(ofText: "x")!
    // 50 points of padding above "Welcome" are three rows; 20 points of spacing one blank row;
    // `padding()` is two columns and one row around "x", whose border covers the outer cells.
    #expect(
      host.screen.split(separator: "\n", omittingEmptySubsequences: false)[welcome.minY - 3] == "")
    #expect(x.minY - welcome.maxY == 2)
    #expect(host.screen.contains("┌───┐\n       │ x │\n       └───┘"))
  }

  @Test func anIOSFormFitsTheScreen() {
    let host = TestHost(width: 80, height: 24) { NotesForm() }
    // The 200-point editor is 13 rows; the title bar and the Save button stay on screen.
    let rows = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    // iOS: Save at the end of the bar, the large title "Notes" under it.
    #expect(rows.first?.contains("Save") == true)
    #expect(rows[1].hasPrefix(" Notes"))
    #expect(host.screen.contains("Remember the milk"))
    assertSnapshot(host, named: "ios-form", suite: "points")
  }

  @Test func terminalCodeCanCountInCells() {
    let host = TestHost(width: 12, height: 5) {
      VStack(spacing: 1) {
        Text("a")
        Text("b").padding(.leading, 2)
      }
      .lengthUnit(.cells)
    }
    #expect(host.screen == "\n     a\n\n      b\n")
  }
}
