import Decl
import Foundation
import Testing

/// `UnitCurve`: CSS's cubic Bézier timing functions and the circular easings.
@Suite struct UnitCurveTests {
  private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-4) -> Bool {
    abs(a - b) <= tolerance
  }

  @Test func values() {
    for x in [0.0, 0.1, 0.3, 0.5, 0.9, 1.0] {
      #expect(close(UnitCurve.linear.value(at: x), x))
    }
    // CSS ease-in (0.42, 0, 1, 1) at half time, and ease-in-out's symmetry.
    #expect(close(UnitCurve.easeIn.value(at: 0.5), 0.3153, 1e-3))
    #expect(close(UnitCurve.easeOut.value(at: 0.5), 1 - 0.3153, 1e-3))
    #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5))
    #expect(close(UnitCurve.easeInOut.value(at: 0.2) + UnitCurve.easeInOut.value(at: 0.8), 1))
    #expect(UnitCurve.easeInEaseOut == .easeInOut)
    #expect(close(UnitCurve.circularEaseIn.value(at: 0.5), 1 - 0.75.squareRoot()))
    #expect(close(UnitCurve.circularEaseOut.value(at: 0.5), 0.75.squareRoot()))
    #expect(close(UnitCurve.circularEaseInOut.value(at: 0.25), (1 - 0.75.squareRoot()) / 2))
    // Progress outside 0…1 is clamped.
    #expect(UnitCurve.easeIn.value(at: -1) == 0 && close(UnitCurve.easeIn.value(at: 2), 1))
    let custom = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.2, y: 0.8), endControlPoint: UnitPoint(x: 0.8, y: 0.2))
    #expect(close(custom.value(at: 0.5), 0.5))
  }

  @Test func velocities() {
    #expect(close(UnitCurve.linear.velocity(at: 0.4), 1))
    #expect(close(UnitCurve.easeInOut.velocity(at: 0), 0))
    #expect(close(UnitCurve.easeInOut.velocity(at: 1), 0))
    for curve in [UnitCurve.easeIn, .easeOut, .circularEaseOut] {
      let h = 1e-5
      let numeric = (curve.value(at: 0.4 + h) - curve.value(at: 0.4 - h)) / (2 * h)
      #expect(close(curve.velocity(at: 0.4), numeric, 1e-3))
    }
  }

  @Test func inverses() {
    for curve in [UnitCurve.easeIn, .easeInOut, .circularEaseIn, .circularEaseInOut] {
      for x in [0.1, 0.4, 0.8] {
        #expect(close(curve.inverse.value(at: curve.value(at: x)), x, 1e-3))
      }
    }
    #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    #expect(UnitCurve.easeIn.inverse.inverse == .easeIn)
  }
}
