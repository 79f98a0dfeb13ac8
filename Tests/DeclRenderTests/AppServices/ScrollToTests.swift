import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

@MainActor
@Suite struct ScrollToTests {
  private struct Jumper: View {
    var anchor: UnitPoint?
    var body: some View {
      ScrollViewReader { proxy in
        VStack {
          Button("Jump") { proxy.scrollTo(80, anchor: anchor) }
          List(0..<100, id: \.self) { Text("Row \($0)") }
        }
      }
    }
  }

  /// `scrollTo(80)` brings row 80 of a lazy list into view (its window is realized first);
  /// without an anchor it lands at the bottom edge, with `.top` at the top.
  @Test func scrollToRow80() {
    let host = TestHost(width: 30, height: 10) { Jumper() }
    #expect(host.screen.contains("Row 0"))
    host.tap("Jump")
    #expect(host.screen.contains("Row 80"))
    #expect(!host.screen.contains("Row 0\n"))
    #expect(host.rows.last { !$0.isEmpty }?.hasPrefix(" Row 80") == true)
    assertSnapshot(host, named: "row-80", suite: "scroll-to")
    let top = TestHost(width: 30, height: 10) { Jumper(anchor: .top) }
    top.tap("Jump")
    #expect(top.rows[1].hasPrefix(" Row 80"))
  }

  /// In a scroll view, views with `.id(_:)` are targets too; `.center` centres one.
  @Test func scrollViewWithIDs() {
    let host = TestHost(width: 30, height: 9) {
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          Button("Middle") { proxy.scrollTo("m", anchor: .center) }
          ScrollView {
            VStack(spacing: 0) {
              ForEach(0..<40, id: \.self) { Text("Line \($0)") }
              Text("Marker").id("m")
              ForEach(40..<80, id: \.self) { Text("Line \($0)") }
            }
          }
        }
      }
    }
    host.tap("Middle")
    let marker = host.position(of: "Marker")
    #expect(marker?.y == 1 + 4)
  }

  private struct Positioned: View {
    @State var top: Int?
    var body: some View {
      VStack(spacing: 0) {
        Text("Top: \(top.map(String.init) ?? "nil")")
        Button("To 50") { top = 50 }
        List(0..<100, id: \.self) { Text("Item \($0)") }
          .scrollPosition(id: $top)
      }
    }
  }

  /// `scrollPosition(id:)`: writing the binding scrolls there; scrolling writes it.
  @Test func scrollPositionBinding() async {
    let host = TestHost(width: 30, height: 10) { Positioned() }
    await host.settle()
    #expect(host.screen.contains("Top: 0"))
    host.tap("To 50")
    await host.settle()
    #expect(host.rows[2].hasPrefix(" Item 50"))
    // Three rows down is a row and a half with the separators: 52 is the first row whose top
    // is in view.
    host.scroll(x: 5, y: 5, rows: 3)
    await host.settle()
    #expect(host.screen.contains("Top: 52"))
  }

  /// `defaultScrollAnchor(.bottom)` starts a list at its end.
  @Test func defaultAnchorBottom() {
    let host = TestHost(width: 30, height: 6) {
      List(0..<50, id: \.self) { Text("Message \($0)") }.defaultScrollAnchor(.bottom)
    }
    #expect(host.screen.contains("Message 49"))
    #expect(!host.screen.contains("Message 0\n"))
  }
}
