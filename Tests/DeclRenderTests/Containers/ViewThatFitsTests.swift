import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

private struct Delivery: View {
  var body: some View {
    ViewThatFits {
      Text("Delivered on Tuesday, 4 March at 10:24 by courier")
      Text("Delivered 4 Mar")
    }
  }
}

@MainActor
@Suite struct ViewThatFitsTests {
  @Test func picksTheLongTextAt80ColumnsAndTheShortOneAt30() {
    let host = TestHost(width: 80, height: 1) { Delivery() }
    #expect(host.lines == ["Delivered on Tuesday, 4 March at 10:24 by courier"])
    assertSnapshot(host, named: "wide", suite: "view-that-fits")
    host.resize(width: 30, height: 1)
    #expect(host.lines == ["Delivered 4 Mar"])
    assertSnapshot(host, named: "narrow", suite: "view-that-fits")
  }

  @Test func theLastViewShowsWhenNoneFits() {
    let host = TestHost(width: 5, height: 1) { Delivery() }
    #expect(host.rows == ["Deli…"])
  }

  @Test func onlyTheShownViewTakesFocus() {
    let host = TestHost(width: 20, height: 1) {
      ViewThatFits(in: .horizontal) {
        HStack {
          Button("First wide button") {}
          Button("Second") {}
        }
        Button("Menu") {}
      }
    }
    #expect(host.lines.first == "Menu")
    host.send(.tab)
    // Tab reaches the one button on screen, not the hidden row's.
    #expect(host.tap("Menu"))
    expectTapFails(host, "Second")
  }

  @Test func onlyTheConstrainedAxisCounts() {
    // Measured along the vertical axis only, the long text fits in one row however wide it
    // would be; it is then wrapped to the width.
    let host = TestHost(width: 20, height: 3) {
      ViewThatFits(in: .vertical) {
        Text("one two three four five six")
        Text("short")
      }
    }
    #expect(host.lines == ["one two three four", "five six", ""])
  }
}
