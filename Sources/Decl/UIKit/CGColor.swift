import Foundation

#if !canImport(Darwin)
  /// Core Graphics' colour, as far as SwiftUI code reaches it (`UIColor(color).cgColor.components`,
  /// `Color(cgColor:)`): sRGB components and an alpha. Outside Apple's platforms there is no
  /// Core Graphics, so Decl supplies this much.
  public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and alpha, each between 0 and 1.
    public let components: [CGFloat]?

    /// A colour from sRGB components and an alpha.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      components = [red, green, blue, alpha]
    }

    /// A grey of the given level and alpha.
    public init(gray: CGFloat, alpha: CGFloat) {
      components = [gray, gray, gray, alpha]
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's alpha.
    public var alpha: CGFloat { components?.last ?? 1 }

    public var description: String { "CGColor(\(components ?? []))" }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
  }

  /// A direction or displacement (Core Graphics' vector), absent from Foundation outside
  /// Apple's platforms.
  public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
      self.dx = dx
      self.dy = dy
    }

    public init() { self.init(dx: 0, dy: 0) }

    /// The vector of no length.
    public static let zero = CGVector()
  }
#endif

extension CGColor {
  /// The colour Decl draws: the first three components as sRGB and the last as alpha (a
  /// grey's one component for all three).
  package var color: Color {
    let c = components ?? []
    guard c.count >= 2 else { return .clear }
    if c.count < 4 { return Color(white: c[0], opacity: c[c.count - 1]) }
    return Color(red: c[0], green: c[1], blue: c[2], opacity: c[3])
  }
}

extension Color {
  /// The colour of a Core Graphics colour.
  public init(cgColor: CGColor) { self = cgColor.color }

  /// The colour's Core Graphics value, in the light appearance.
  public var cgColor: CGColor? {
    let c = lightComponents
    return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }
}
