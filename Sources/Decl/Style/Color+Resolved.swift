import Foundation

extension Color {
  /// A colour's concrete components in one environment: what `resolve(in:)` gives, with
  /// sRGB components (gamma-encoded, as `red`, `green` and `blue`) between 0 and 1.
  ///
  /// ```swift
  /// let resolved = Color.accentColor.resolve(in: environment)
  /// Text("\(resolved.red)")
  /// ```
  public struct Resolved: Hashable, Sendable, ShapeStyle, Codable {
    /// The red, green and blue components, linear (not gamma-encoded).
    public var linearRed: Float
    public var linearGreen: Float
    public var linearBlue: Float
    /// How opaque the colour is, from 0 to 1.
    public var opacity: Float

    /// A colour from components in `colorSpace` (`.sRGB`'s are gamma-encoded).
    public init(
      colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
      opacity: Float = 1
    ) {
      let linear = colorSpace == .sRGBLinear
      linearRed = linear ? red : Self.linear(red)
      linearGreen = linear ? green : Self.linear(green)
      linearBlue = linear ? blue : Self.linear(blue)
      self.opacity = opacity
    }

    /// The red component, gamma-encoded.
    public var red: Float {
      get { Self.encoded(linearRed) }
      set { linearRed = Self.linear(newValue) }
    }

    /// The green component, gamma-encoded.
    public var green: Float {
      get { Self.encoded(linearGreen) }
      set { linearGreen = Self.linear(newValue) }
    }

    /// The blue component, gamma-encoded.
    public var blue: Float {
      get { Self.encoded(linearBlue) }
      set { linearBlue = Self.linear(newValue) }
    }

    /// The linear components and opacity, which animations interpolate.
    public var animatableData:
      AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>
    {
      get {
        AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity)))
      }
      set {
        linearRed = newValue.first
        linearGreen = newValue.second.first
        linearBlue = newValue.second.second.first
        opacity = newValue.second.second.second
      }
    }

    /// The colour as Core Graphics has it.
    public var cgColor: CGColor {
      CGColor(
        red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }

    public var _erased: AnyShapeStyle { Color(self)._erased }

    private static func linear(_ component: Float) -> Float {
      component <= 0.04045 ? component / 12.92 : powf((component + 0.055) / 1.055, 2.4)
    }

    private static func encoded(_ component: Float) -> Float {
      component <= 0.0031308 ? component * 12.92 : 1.055 * powf(component, 1 / 2.4) - 0.055
    }
  }

  /// The colour's components in `environment`: its colour scheme picks an appearance's value;
  /// `.primary` is black or white, `.accentColor` the tint.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    let dark = environment.colorScheme == .dark
    func bytes(_ c: (UInt8, UInt8, UInt8), _ alpha: Double = 1) -> Resolved {
      Resolved(
        red: Float(c.0) / 255, green: Float(c.1) / 255, blue: Float(c.2) / 255,
        opacity: Float(alpha * opacity))
    }
    switch storage {
    case .rgb(let red, let green, let blue):
      return Resolved(
        red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(opacity))
    case .system(let system): return bytes(system.components(in: environment.colorScheme))
    case .primary: return bytes(dark ? (255, 255, 255) : (0, 0, 0))
    case .secondary: return bytes(dark ? (235, 235, 245) : (60, 60, 67), 0.6)
    case .accent:
      if let tint = environment.tint, tint.storage != .accent {
        return tint.opacity(opacity).resolve(in: environment)
      }
      return bytes(SystemColor.blue.components(in: environment.colorScheme))
    case .clear: return Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    case .appearance(let light, let darkColor):
      return (dark ? darkColor : light).opacity(opacity).resolve(in: environment)
    }
  }

  /// A colour with the components of a resolved one.
  public init(_ resolved: Resolved) {
    self.init(
      red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
      opacity: Double(resolved.opacity))
  }
}
