import Decl
import Testing

@testable import DeclRender

struct GeometryTests {
  @Test func edgesAreExclusive() {
    let rect = Rect(x: 2, y: 3, width: 4, height: 5)
    #expect((rect.minX, rect.minY, rect.maxX, rect.maxY) == (2, 3, 6, 8))
    #expect(rect.contains(Point(x: 2, y: 3)))
    #expect(rect.contains(Point(x: 5, y: 7)))
    #expect(!rect.contains(Point(x: 6, y: 7)))
    #expect(!rect.contains(Point(x: 5, y: 8)))
  }

  @Test func intersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: -2, width: 10, height: 4)
    #expect(a.intersection(b) == Rect(x: 5, y: 0, width: 5, height: 2))
    #expect(a.intersection(Rect(x: 20, y: 0, width: 1, height: 1)).isEmpty)
    #expect(a.intersection(Rect(x: 3, y: 3, width: 0, height: 5)).isEmpty)
  }

  @Test func emptiness() {
    #expect(Rect.zero.isEmpty)
    #expect(Rect(x: 0, y: 0, width: -1, height: 3).isEmpty)
    #expect(!Rect(x: 0, y: 0, width: 1, height: 1).isEmpty)
  }
}
