import Foundation

/// A 3 × 3 projective transformation matrix; its affine part (`m11`…`m32`) is what a terminal
/// can use.
public struct ProjectionTransform: Hashable, Sendable {
  public var m11: CGFloat = 1
  public var m12: CGFloat = 0
  public var m13: CGFloat = 0
  public var m21: CGFloat = 0
  public var m22: CGFloat = 1
  public var m23: CGFloat = 0
  public var m31: CGFloat = 0
  public var m32: CGFloat = 0
  public var m33: CGFloat = 1

  /// The identity transform.
  public init() {}

  /// The projective transform of an affine one.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform is affine (its last column is 0, 0, 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// The affine part of the transform.
  package var affine: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32)
  }

  /// Inverts the transform; false (leaving it as it was) when it has no inverse.
  @discardableResult
  public mutating func invert() -> Bool {
    let determinant =
      m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31)
      + m13 * (m21 * m32 - m22 * m31)
    guard determinant != 0, determinant.isFinite else { return false }
    let inverse = 1 / determinant
    self = ProjectionTransform(
      m11: (m22 * m33 - m23 * m32) * inverse, m12: (m13 * m32 - m12 * m33) * inverse,
      m13: (m12 * m23 - m13 * m22) * inverse, m21: (m23 * m31 - m21 * m33) * inverse,
      m22: (m11 * m33 - m13 * m31) * inverse, m23: (m13 * m21 - m11 * m23) * inverse,
      m31: (m21 * m32 - m22 * m31) * inverse, m32: (m12 * m31 - m11 * m32) * inverse,
      m33: (m11 * m22 - m12 * m21) * inverse)
    return true
  }

  /// The inverse transform (the transform itself when it has none).
  public func inverted() -> ProjectionTransform {
    var copy = self
    copy.invert()
    return copy
  }

  /// This transform followed by `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    let l = self
    return ProjectionTransform(
      m11: l.m11 * rhs.m11 + l.m12 * rhs.m21 + l.m13 * rhs.m31,
      m12: l.m11 * rhs.m12 + l.m12 * rhs.m22 + l.m13 * rhs.m32,
      m13: l.m11 * rhs.m13 + l.m12 * rhs.m23 + l.m13 * rhs.m33,
      m21: l.m21 * rhs.m11 + l.m22 * rhs.m21 + l.m23 * rhs.m31,
      m22: l.m21 * rhs.m12 + l.m22 * rhs.m22 + l.m23 * rhs.m32,
      m23: l.m21 * rhs.m13 + l.m22 * rhs.m23 + l.m23 * rhs.m33,
      m31: l.m31 * rhs.m11 + l.m32 * rhs.m21 + l.m33 * rhs.m31,
      m32: l.m31 * rhs.m12 + l.m32 * rhs.m22 + l.m33 * rhs.m32,
      m33: l.m31 * rhs.m13 + l.m32 * rhs.m23 + l.m33 * rhs.m33)
  }

  private init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }
}
