import Decl
import Foundation
import Testing

struct PathTests {
  @Test func rectangleIsFourLinesClockwiseOnScreen() {
    let path = Path(CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(path.description == "0 0 m 10 0 l 10 20 l 0 20 l h")
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(path.currentPoint == CGPoint(x: 0, y: 0))
    #expect(!path.isEmpty && Path().isEmpty)
  }

  @Test func descriptionRoundTrips() {
    var path = Path()
    path.move(to: CGPoint(x: 1.5, y: -2))
    path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
    path.addCurve(
      to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 8), control2: CGPoint(x: 2, y: 9))
    path.closeSubpath()
    #expect(path.description == "1.5 -2 m 5 5 10 0 q 8 8 2 9 0 10 c h")
    #expect(Path(path.description) == path)
    #expect(Path("0 0 m 1 q") == nil)
    #expect(Path("1 2 l") == nil)
    #expect(Path("0 0 m 1 1 x") == nil)
    #expect(Path("") == Path())
  }

  @Test func linesNeedACurrentPoint() {
    var path = Path()
    path.addLine(to: CGPoint(x: 5, y: 5))
    path.addCurve(to: .zero, control1: .zero, control2: .zero)
    #expect(path.isEmpty)
    path.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 3)])
    #expect(path.currentPoint == CGPoint(x: 4, y: 3))
    path.closeSubpath()
    #expect(path.currentPoint == CGPoint(x: 1, y: 1))
    var elements: [Path.Element] = []
    // swift-format-ignore: ReplaceForEachWithForLoop
    path.forEach { elements.append($0) }
    #expect(elements.count == 4 && elements.last == .closeSubpath)
  }

  @Test func ellipseBoundsAreTightAndItsInsideIsInside() {
    let ellipse = Path(ellipseIn: CGRect(x: 10, y: 20, width: 40, height: 20))
    let bounds = ellipse.boundingRect
    #expect(abs(bounds.minX - 10) < 1e-9 && abs(bounds.maxX - 50) < 1e-9)
    #expect(abs(bounds.minY - 20) < 1e-9 && abs(bounds.maxY - 40) < 1e-9)
    #expect(ellipse.contains(CGPoint(x: 30, y: 30)))
    #expect(ellipse.contains(CGPoint(x: 49, y: 30)))
    #expect(!ellipse.contains(CGPoint(x: 12, y: 22)))
    // Curve extrema that are not end points count too.
    var curve = Path()
    curve.move(to: .zero)
    curve.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
    #expect(curve.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
  }

  @Test func evenOddAndNonZeroDifferForNestedSubpaths() {
    var path = Path(CGRect(x: 0, y: 0, width: 30, height: 30))
    path.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))
    #expect(path.contains(CGPoint(x: 15, y: 15)))
    #expect(!path.contains(CGPoint(x: 15, y: 15), eoFill: true))
    #expect(path.contains(CGPoint(x: 5, y: 5), eoFill: true))
    #expect(!path.contains(CGPoint(x: CGFloat.nan, y: 5)))
  }

  @Test func arcsFollowCoreGraphicsDirections() {
    var quarter = Path()
    quarter.addArc(
      center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
    // Angles grow towards +y: a quarter from (10, 0) to (0, 10), below the x axis on screen.
    #expect(quarter.currentPoint.map { abs($0.x) < 1e-9 && abs($0.y - 10) < 1e-9 } == true)
    #expect(quarter.boundingRect.minY > -1e-9)
    var other = Path()
    other.addArc(
      center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
    // The long way round: three quarters, through the top.
    #expect(other.boundingRect.minY < -9.9)
    var full = Path()
    full.addArc(
      center: .zero, radius: 5, startAngle: .zero, endAngle: .degrees(720), clockwise: false)
    #expect(abs(full.boundingRect.width - 10) < 1e-9)
    // A line joins the current point to the arc's start.
    var joined = Path()
    joined.move(to: CGPoint(x: -20, y: 0))
    joined.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(1e12))
    #expect(abs(joined.boundingRect.minX + 20) < 1e-9)
    #expect(joined.elements.count < 10)
  }

  @Test func tangentArcRoundsACorner() {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
    path.addLine(to: CGPoint(x: 10, y: 10))
    // The arc leaves the first line at (6, 0) and meets the second at (10, 4).
    guard case .line(let start) = path.elements[1], case .curve(let end, _, _) = path.elements[2]
    else {
      Issue.record("expected a line and a quarter circle: \(path)")
      return
    }
    #expect(abs(start.x - 6) < 1e-9 && abs(start.y) < 1e-9)
    #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 4) < 1e-9)
    #expect(path.elements.count == 4)
  }

  @Test func transformsMoveEveryPoint() {
    let path = Path(CGRect(x: 0, y: 0, width: 4, height: 2))
    #expect(path.offsetBy(dx: 1, dy: 2).boundingRect == CGRect(x: 1, y: 2, width: 4, height: 2))
    let turned = path.applying(CGAffineTransform(rotationAngle: .pi / 2))
    #expect(abs(turned.boundingRect.minX + 2) < 1e-9 && abs(turned.boundingRect.width - 2) < 1e-9)
    var added = Path()
    added.addPath(path, transform: CGAffineTransform(scaleX: 2, y: 3))
    #expect(added.boundingRect == CGRect(x: 0, y: 0, width: 8, height: 6))
  }

  @Test func flatteningStaysWithinTolerance() {
    let circle = Path(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100))
    for tolerance: CGFloat in [0.1, 1] {
      let polylines = circle.flattened(tolerance: tolerance)
      #expect(polylines.count == 1 && polylines[0].isClosed)
      for (a, b) in polylines[0].segments {
        let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        // A chord's middle is the furthest point from the circle; the Bézier circle itself is
        // within 0.03% of the radius.
        #expect(abs(hypot(middle.x, middle.y) - 50) <= tolerance + 0.03)
      }
    }
    #expect(
      circle.flattened(tolerance: 0.1).first!.points.count
        > circle.flattened(tolerance: 1).first!.points.count)
    // However large the curve, it is cut into a bounded number of lines.
    let huge = Path(ellipseIn: CGRect(x: 0, y: 0, width: 1e12, height: 1e12))
    #expect(huge.flattened().first!.points.count <= 4 * 1024 + 1)
  }

  @Test func trimmingMeasuresLength() {
    // A 10 × 10 square is 40 long: its first half runs along the top and down the right side.
    let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    let half = square.trimmedPath(from: 0, to: 0.5)
    #expect(half.description == "0 0 m 10 0 l 10 10 l")
    let middle = square.trimmedPath(from: 0.125, to: 0.375)
    #expect(middle.description == "5 0 m 10 0 l 10 5 l")
    #expect(square.trimmedPath(from: 0, to: 1) == square)
    #expect(square.trimmedPath(from: 0.6, to: 0.2).isEmpty)
    #expect(square.trimmedPath(from: .nan, to: 0.5) == half)
    // Curves are cut where their length says.
    let circle = Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20))
    let quarter = circle.trimmedPath(from: 0, to: 0.25)
    let end = quarter.currentPoint!
    #expect(abs(end.x) < 0.01 && abs(end.y - 10) < 0.01)
  }

  @Test func strokedPathCoversTheLineAndItsJoins() {
    var corner = Path()
    corner.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0), CGPoint(x: 20, y: 20)])
    let miter = corner.strokedPath(StrokeStyle(lineWidth: 4))
    #expect(miter.contains(CGPoint(x: 10, y: 1.5)))
    #expect(!miter.contains(CGPoint(x: 10, y: 2.5)))
    #expect(miter.contains(CGPoint(x: 21.8, y: -1.8)))  // the miter's tip
    let bevel = corner.strokedPath(StrokeStyle(lineWidth: 4, lineJoin: .bevel))
    #expect(!bevel.contains(CGPoint(x: 21.8, y: -1.8)))
    let round = corner.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
    #expect(round.contains(CGPoint(x: -1.5, y: 0)))
    let butt = corner.strokedPath(StrokeStyle(lineWidth: 4))
    #expect(!butt.contains(CGPoint(x: -1.5, y: 0)))
    let square = corner.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
    #expect(square.contains(CGPoint(x: -1.5, y: 1.5)))
    #expect(
      Path(CGRect(x: 0, y: 0, width: 5, height: 5)).strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
  }

  @Test func dashesCutTheLine() {
    let line = Path { $0.addLines([.zero, CGPoint(x: 20, y: 0)]) }
    let dashed = Path.dashed(line.flattened(), style: StrokeStyle(dash: [5, 3], dashPhase: 2))
    #expect(dashed.map { $0.points.map(\.x) } == [[0, 3], [6, 11], [14, 19]])
    #expect(Path.dashed(line.flattened(), style: StrokeStyle(dash: [-1, 2])) == line.flattened())
    #expect(Path.dashed(line.flattened(), style: StrokeStyle(dash: [0, 0])) == line.flattened())
    let pattern = DashPattern(StrokeStyle(dash: [4]))
    #expect(pattern?.lengths == [4, 4])
    #expect(pattern?.isOn(at: 1) == true && pattern?.isOn(at: 5) == false)
  }

  /// The drawn length of a span: from the pattern's phase, across whole periods at once.
  @Test func dashPatternMeasuresTheDrawnLengthOfASpan() throws {
    let pattern = try #require(DashPattern(StrokeStyle(dash: [16, 8])))
    #expect(pattern.drawnLength(from: 0, to: 8) == 8)
    #expect(pattern.drawnLength(from: 12, to: 28) == 8)  // 12–16 on, 16–24 off, 24–28 on
    #expect(pattern.drawnLength(from: 0, to: 24_000_000) == 16_000_000)
    #expect(pattern.drawnLength(from: 8, to: 8) == 0)
    #expect(pattern.drawnLength(from: 0, to: .infinity) == 0)
    let shifted = try #require(DashPattern(StrokeStyle(dash: [16, 8], dashPhase: 12)))
    // Starting 12 points in: 4 on, 8 off, then 4 of the next dash.
    #expect(shifted.drawnLength(from: 0, to: 16) == 8)
  }
}
