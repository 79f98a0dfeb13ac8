import Decl
import Testing

@testable import DeclRender

private struct Rows: View {
  let behavior: Int

  var body: some View {
    let list = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<30, id: \.self) { index in
          Text("Row \(index)").frame(height: 48, alignment: .top)
        }
      }
      .scrollTargetLayout()
    }
    .frame(height: 128)
    if behavior == 0 {
      list.scrollTargetBehavior(.paging)
    } else {
      list.scrollTargetBehavior(.viewAligned)
    }
  }
}

@MainActor
@Suite struct ScrollTargetBehaviorTests {
  @Test func pagingScrollsAWholePageForAnyScroll() {
    let host = TestHost(width: 20, height: 8) { Rows(behavior: 0) }
    #expect(host.screen.hasPrefix("Row 0"))
    host.scroll(x: 2, y: 2, rows: 1)
    // One row of the wheel goes one page (8 rows) on: row 8 starts 2 rows into Row 2.
    let screen = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(screen.first?.hasPrefix("Row") == false)
    #expect(host.frame(ofText: "Row 3")?.minY == 1)
    host.scroll(x: 2, y: 2, rows: -1)
    #expect(host.screen.hasPrefix("Row 0"))
  }

  @Test func viewAlignedScrollsToTheNextView() {
    let host = TestHost(width: 20, height: 8) { Rows(behavior: 1) }
    host.scroll(x: 2, y: 2, rows: 1)
    #expect(host.screen.hasPrefix("Row 1"))
    host.scroll(x: 2, y: 2, rows: 1)
    #expect(host.screen.hasPrefix("Row 2"))
    host.scroll(x: 2, y: 2, rows: -1)
    #expect(host.screen.hasPrefix("Row 1"))
  }

  @Test func aCustomBehaviorMovesTheTarget() {
    struct Fives: ScrollTargetBehavior {
      func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let rowHeight = context.containerSize.height / 8
        target.rect.origin.y = (context.originalTarget.rect.minY / rowHeight + 5) * rowHeight
      }
    }
    let host = TestHost(width: 20, height: 8) {
      ScrollView {
        VStack(spacing: 0) { ForEach(0..<30, id: \.self) { Text("Line \($0)") } }
      }
      .scrollTargetBehavior(Fives())
    }
    host.scroll(x: 2, y: 2, rows: 1)
    #expect(host.screen.hasPrefix("Line 5"))
  }
}
