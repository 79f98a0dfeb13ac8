import Decl
import Foundation
import Testing

@testable import DeclRender

private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

@MainActor
@Suite struct ShapeViewTests {
  private let blue = StyleResolver(environment: EnvironmentValues()).cellColor(.blue)

  @Test func aBlueRoundedRectangleIsABlockOfBlueCells() {
    let host = TestHost(width: 30, height: 6) {
      RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 160, height: 64)
    }
    // 160 × 64 points are 20 × 4 cells, centred in 30 × 6.
    let cells = (0..<6).flatMap { y in (0..<30).map { (x: $0, y: y) } }
    let painted = cells.filter { host.canvas[x: $0.x, y: $0.y].style.background == blue }
    #expect(painted.count == 80)
    #expect(painted.map(\.x).min() == 5)
    #expect(painted.map(\.y).min() == 1)
  }

  @Test func aStrokedCircleIsARoundOutlineWithAnEmptyMiddle() {
    let host = TestHost(width: 20, height: 10) {
      Circle().stroke(.red, lineWidth: 2)
    }
    let rows = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    // The middle is empty; the outline reaches the top and bottom rows.
    #expect(rows[5].trimmingCharacters(in: .whitespaces).count <= 2 || rows[5].contains("  "))
    #expect(!rows[0].trimmingCharacters(in: .whitespaces).isEmpty)
    #expect(!rows[9].trimmingCharacters(in: .whitespaces).isEmpty)
    let middle = rows[4].dropFirst(8).prefix(4)
    #expect(middle.allSatisfy { $0 == " " })
  }

  @Test func aUserShapeIsNarrowAtTheTopAndWideAtTheBottom() {
    let host = TestHost(width: 20, height: 6) {
      Triangle().fill(.green)
    }
    let green = StyleResolver(environment: EnvironmentValues()).cellColor(.green)
    func covered(_ row: Int) -> Int {
      (0..<20).filter {
        let cell = host.canvas[x: $0, y: row]
        return cell.style.background == green || cell.style.foreground == green
      }.count
    }
    #expect(covered(0) < covered(2))
    #expect(covered(2) < covered(5))
  }

  @Test func textOnAFilledShapeStaysReadable() {
    let host = TestHost(width: 12, height: 3) {
      Text("Tag").padding(.horizontal).background(Capsule().fill(.green))
    }
    #expect(host.screen.contains("Tag"))
    let x = host.frame(ofText: "Tag")!.minX
    let green = StyleResolver(environment: EnvironmentValues()).cellColor(.green)
    #expect(host.canvas[x: x, y: host.frame(ofText: "Tag")!.minY].style.background == green)
  }

  /// A clear, fully transparent or unknown asset colour paints nothing (it once painted the
  /// text colour, hiding the text drawn over it).
  @Test func aClearFillPaintsNothing() {
    let host = TestHost(width: 6, height: 3) {
      ZStack {
        Rectangle().fill(Color.clear)
        RoundedRectangle(cornerRadius: 4).fill(Color.red.opacity(0))
        Circle().stroke(Color.clear, lineWidth: 2)
        Capsule().fill(Color("no-such-colour"))
      }
      .frame(width: 48, height: 48)
    }
    #expect(host.canvas.cells.allSatisfy { $0.grapheme == " " && $0.style == .plain })
  }
}
