import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

@MainActor
@Suite struct LayoutModifierTests {
  @Test func zIndexDrawsAViewInFront() {
    let host = TestHost(width: 10, height: 1) {
      ZStack {
        Text("front").zIndex(1)
        Text("back!")
      }
    }
    #expect(host.lines == ["front"])
    let plain = TestHost(width: 10, height: 1) {
      ZStack {
        Text("front")
        Text("back!")
      }
    }
    #expect(plain.lines == ["back!"])
  }

  /// The graph counts the views that set a z-index, and containers sort by it only while
  /// there is one: a z-index that comes and goes changes the order and the count with it.
  @Test func aZIndexThatComesAndGoesIsCounted() {
    struct Screen: View {
      @State var raised = false
      var body: some View {
        VStack {
          ZStack {
            if raised { Text("front").zIndex(1) } else { Text("front") }
            Text("back!")
          }
          Button("raise") { raised.toggle() }
        }
      }
    }
    let host = TestHost(width: 10, height: 2) { Screen() }
    let passes = host.renderer.graph.context.layoutPass
    #expect(host.lines.first == "back!")
    #expect(passes.zIndexSources == 0)
    host.tap("raise")
    #expect(host.lines.first == "front")
    #expect(passes.zIndexSources == 1)
    host.tap("raise")
    #expect(host.lines.first == "back!")
    #expect(passes.zIndexSources == 0)
  }

  @Test func positionPutsTheCentreAtAPoint() {
    let host = TestHost(width: 20, height: 5) {
      Text("abc").position(x: 80, y: 32)
    }
    // Centred ten columns and two rows in: "abc" covers columns 9 to 11.
    #expect(host.frame(ofText: "abc") == Rect(x: 9, y: 2, width: 3, height: 1))
  }

  @Test func containerRelativeFrameFollowsTheScreenAndItsResize() {
    let host = TestHost(width: 40, height: 3) {
      ScrollView(.horizontal) {
        HStack(spacing: 0) {
          Text("card one").containerRelativeFrame(.horizontal)
          Text("card two").containerRelativeFrame(.horizontal)
        }
      }
    }
    // Each card is as wide as the scroll view: the second is off screen.
    #expect(host.frame(ofText: "card one")!.minX == 16)
    #expect(host.frame(ofText: "card two")!.minX == 56)
    host.resize(width: 20, height: 3)
    #expect(host.frame(ofText: "card one")!.minX == 6)
    #expect(host.frame(ofText: "card two")!.minX == 26)
  }

  @Test func containerRelativeFrameWithCountAndSpan() {
    let host = TestHost(width: 40, height: 2) {
      VStack(spacing: 0) {
        Color.blue.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 0)
          .frame(height: 16)
        Color.red.containerRelativeFrame(.horizontal, count: 4, span: 3, spacing: 8)
          .frame(height: 16)
      }
    }
    let blue = (0..<40).filter { host.canvas[x: $0, y: 0].style.background == cellColor(.blue) }
    let red = (0..<40).filter { host.canvas[x: $0, y: 1].style.background == cellColor(.red) }
    // A quarter of 40 columns; three quarters of the 37 left by three columns of spacing,
    // plus the two spacings inside the span.
    #expect(blue.count == 10)
    #expect(red.count == 30)
  }

  @Test func aSafeAreaInsetSitsAlongItsEdge() {
    let host = TestHost(width: 20, height: 6) {
      List {
        ForEach(0..<20) { Text("row \($0)") }
      }
      .safeAreaInset(edge: .bottom) {
        Text("Add item")
      }
    }
    // The list takes the rows above the inset; the inset is on the last row.
    #expect(host.rows.last?.contains("Add item") == true)
    #expect(host.screen.contains("row 0"))
    #expect(!host.rows.last!.contains("row"))
  }

  @Test func aSafeAreaInsetAtTheLeadingEdge() {
    let host = TestHost(width: 20, height: 1) {
      Text("content").frame(maxWidth: .infinity)
        .safeAreaInset(edge: .leading, spacing: 0) { Text(">") }
    }
    #expect(host.rows.first?.hasPrefix(">") == true)
  }

  @Test func safeAreaPaddingIsPadding() {
    let padded = TestHost(width: 20, height: 3) { Text("x").safeAreaPadding() }
    let plain = TestHost(width: 20, height: 3) { Text("x").padding() }
    #expect(padded.screen == plain.screen)
    let edges = TestHost(width: 20, height: 1) {
      Text("x").safeAreaPadding(.leading, 32).ignoresSafeArea().edgesIgnoringSafeArea(.all)
    }
    // Four columns of padding before "x", the whole centred in 20.
    #expect(edges.rows == ["           x"])
  }

  @Test func acceptedModifiersChangeNothing() {
    let plain = TestHost(width: 12, height: 2) {
      ScrollView { Text("a long text here") }
    }
    let modified = TestHost(width: 12, height: 2) {
      ScrollView {
        Text("a long text here").minimumScaleFactor(0.5).allowsTightening(true)
      }
      .scrollTargetBehavior(.paging)
      .scrollTargetLayout()
      .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
    }
    #expect(plain.screen == modified.screen)
  }

  @Test func aHorizontalScrollViewIsAsTallAsItsContentAndScrollsSideways() {
    let host = TestHost(width: 20, height: 4) {
      VStack(spacing: 0) {
        ScrollView(.horizontal) {
          HStack {
            ForEach(0..<8) { Text("item\($0)") }
          }
        }
        Text("below")
      }
    }
    // One row of items and one for the scroll bar, then the text right under them.
    #expect(host.rows[0].hasPrefix("item0 item1 item2"))
    #expect(host.rows[1].hasPrefix("━━━━━━"))
    #expect(host.position(of: "below")!.y == 2)
    // The wheel scrolls it sideways, two columns a row.
    host.scroll(x: 2, y: 0, rows: 3)
    #expect(host.rows[0].hasPrefix("item1 item2"))
    assertSnapshot(host, named: "horizontal-scroll", suite: "layout-modifiers")
  }

  @Test func scrollIndicatorsCanBeHidden() {
    let shown = TestHost(width: 10, height: 3) {
      ScrollView { ForEach(0..<10) { Text("\($0)") } }
    }
    let hidden = TestHost(width: 10, height: 3) {
      ScrollView { ForEach(0..<10) { Text("\($0)") } }.scrollIndicators(.hidden)
    }
    #expect(shown.screen.contains("┃"))
    #expect(!hidden.screen.contains("┃"))
  }

  @Test func idealSizesFromAFrameReachFixedSize() {
    let host = TestHost(width: 40, height: 1) {
      HStack(spacing: 0) {
        Color.blue.frame(idealWidth: 80).fixedSize(horizontal: true, vertical: false)
        Spacer()
      }
    }
    let blue = (0..<40).filter { host.canvas[x: $0, y: 0].style.background == cellColor(.blue) }
    #expect(blue.count == 10)
  }
}
