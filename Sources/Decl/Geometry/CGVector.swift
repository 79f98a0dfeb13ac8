import Foundation

#if !canImport(CoreGraphics)
  /// A two-dimensional vector, as CoreGraphics' `CGVector`: Linux's Foundation has `CGPoint`
  /// and `CGSize` but not this one, which SwiftUI code uses for offsets and shadows.
  public struct CGVector: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
      dx = 0
      dy = 0
    }

    /// A vector of the given components.
    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    /// A vector of the given components.
    public init(dx: Double, dy: Double) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector of the given components.
    public init(dx: Int, dy: Int) {
      self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The zero vector.
    public static var zero: CGVector { CGVector() }

    public var description: String { "(\(dx), \(dy))" }
  }
#endif
