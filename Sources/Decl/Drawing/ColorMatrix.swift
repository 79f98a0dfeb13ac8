/// A 4 × 5 matrix that maps a colour's red, green, blue and alpha (and a constant) to new
/// ones, for the `colorMatrix` filter.
public struct ColorMatrix: Equatable, Sendable {
  public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
  public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
  public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
  public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

  /// The identity matrix.
  public init() {}

  /// The matrix applied to an opaque colour's components (0…1).
  package func apply(_ rgb: (Double, Double, Double)) -> (Double, Double, Double) {
    let (r, g, b) = (Float(rgb.0), Float(rgb.1), Float(rgb.2))
    return (
      Double(r1 * r + r2 * g + r3 * b + r4 + r5), Double(g1 * r + g2 * g + g3 * b + g4 + g5),
      Double(b1 * r + b2 * g + b3 * b + b4 + b5)
    )
  }
}
