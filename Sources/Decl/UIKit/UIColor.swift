import Foundation

/// UIKit's colour, as far as SwiftUI code reaches it: the system colours behind
/// `Color(.systemBackground)`, `Color(uiColor: .label)` or `Color(UIColor.systemRed)`, and
/// colours made from components. Each is a `Color` underneath, drawn as Decl draws colours
/// (the label colours are the terminal's own text colours, backgrounds follow the scheme).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  /// The colour it draws as.
  package let color: Color

  /// The UIKit colour of a SwiftUI colour: `UIColor(Color.accentColor)`.
  public init(_ color: Color) { self.color = color }

  /// A colour from red, green and blue components and an alpha, each between 0 and 1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(Color(red: red, green: green, blue: blue, opacity: alpha))
  }

  /// A grey of the given white level and alpha.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(Color(white: white, opacity: alpha))
  }

  /// A colour from hue, saturation and brightness and an alpha, each between 0 and 1.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let (red, green, blue) = UIColor.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A colour set of the asset catalog (see `Color(_:bundle:)`); nil when there is none.
  public convenience init?(named name: String) {
    guard case .success = AssetStore.shared.catalog(for: nil).colorSet(named: name) else {
      return nil
    }
    self.init(Color(name))
  }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(Color(storage: color.storage, opacity: alpha))
  }

  /// The colour's red, green, blue and alpha components, each between 0 and 1, in the light
  /// appearance (UIKit's default trait collection); always true, as every Decl colour has them.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let components = color.lightComponents
    red?.pointee = components.red
    green?.pointee = components.green
    blue?.pointee = components.blue
    alpha?.pointee = components.alpha
    return true
  }

  /// The colour as Core Graphics sees it: its components, red, green, blue and alpha.
  public var cgColor: CGColor {
    let c = color.lightComponents
    return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
  }

  /// The UIKit colour of a Core Graphics colour.
  public convenience init(cgColor: CGColor) {
    self.init(cgColor.color)
  }

  public var description: String { "UIColor(\(color))" }

  public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }

  public func hash(into hasher: inout Hasher) { hasher.combine(color) }

  private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (
    Double, Double, Double
  ) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h) % 6
    let f = h - Double(Int(h))
    let (p, q, t) = (
      brightness * (1 - saturation), brightness * (1 - saturation * f),
      brightness * (1 - saturation * (1 - f))
    )
    switch sector {
    case 0: return (brightness, t, p)
    case 1: return (q, brightness, p)
    case 2: return (p, brightness, t)
    case 3: return (p, q, brightness)
    case 4: return (t, p, brightness)
    default: return (brightness, p, q)
    }
  }

  /// A colour with one value in the light appearance and another in the dark, from 0–255
  /// components.
  private static func adaptive(
    _ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double)
  ) -> UIColor {
    func color(_ c: (Double, Double, Double, Double)) -> Color {
      Color(red: c.0 / 255, green: c.1 / 255, blue: c.2 / 255, opacity: c.3)
    }
    return UIColor(Color(storage: .appearance(light: color(light), dark: color(dark))))
  }

  // Text.
  /// The primary text colour: the terminal's own.
  public static let label = UIColor(Color.primary)
  public static let secondaryLabel = UIColor(Color.secondary)
  public static let tertiaryLabel = adaptive((60, 60, 67, 0.3), (235, 235, 245, 0.3))
  public static let quaternaryLabel = adaptive((60, 60, 67, 0.18), (235, 235, 245, 0.16))
  public static let placeholderText = UIColor(Color.placeholderText)
  public static let link = UIColor(Color.accentColor)
  public static let lightText = UIColor(Color(white: 1, opacity: 0.6))
  public static let darkText = UIColor(Color.black)
  /// The tint colour of the views around.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let tintColor = UIColor(Color.accentColor)

  // Backgrounds.
  public static let systemBackground = adaptive((255, 255, 255, 1), (0, 0, 0, 1))
  public static let secondarySystemBackground = adaptive((242, 242, 247, 1), (28, 28, 30, 1))
  public static let tertiarySystemBackground = adaptive((255, 255, 255, 1), (44, 44, 46, 1))
  public static let systemGroupedBackground = adaptive((242, 242, 247, 1), (0, 0, 0, 1))
  public static let secondarySystemGroupedBackground = adaptive(
    (255, 255, 255, 1), (28, 28, 30, 1))
  public static let tertiarySystemGroupedBackground = adaptive(
    (242, 242, 247, 1), (44, 44, 46, 1))

  // Fills and separators.
  public static let systemFill = adaptive((120, 120, 128, 0.2), (120, 120, 128, 0.36))
  public static let secondarySystemFill = adaptive((120, 120, 128, 0.16), (120, 120, 128, 0.32))
  public static let tertiarySystemFill = adaptive((118, 118, 128, 0.12), (118, 118, 128, 0.24))
  public static let quaternarySystemFill = adaptive((116, 116, 128, 0.08), (118, 118, 128, 0.18))
  public static let separator = adaptive((60, 60, 67, 0.29), (84, 84, 88, 0.6))
  public static let opaqueSeparator = adaptive((198, 198, 200, 1), (56, 56, 58, 1))

  // The system palette, as SwiftUI's named colours draw it.
  public static let systemRed = UIColor(Color.red)
  public static let systemOrange = UIColor(Color.orange)
  public static let systemYellow = UIColor(Color.yellow)
  public static let systemGreen = UIColor(Color.green)
  public static let systemMint = UIColor(Color.mint)
  public static let systemTeal = UIColor(Color.teal)
  public static let systemCyan = UIColor(Color.cyan)
  public static let systemBlue = UIColor(Color.blue)
  public static let systemIndigo = UIColor(Color.indigo)
  public static let systemPurple = UIColor(Color.purple)
  public static let systemPink = UIColor(Color.pink)
  public static let systemBrown = UIColor(Color.brown)
  public static let systemGray = UIColor(Color.gray)
  public static let systemGray2 = UIColor(Color.systemGray2)
  public static let systemGray3 = UIColor(Color.systemGray3)
  public static let systemGray4 = UIColor(Color.systemGray4)
  public static let systemGray5 = UIColor(Color.systemGray5)
  public static let systemGray6 = UIColor(Color.systemGray6)

  // UIKit's fixed colours.
  public static let black = UIColor(Color.black)
  public static let white = UIColor(Color.white)
  public static let clear = UIColor(Color.clear)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}

/// The type `#colorLiteral(red:green:blue:alpha:)` makes, as UIKit declares it.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
  /// The colour of a colour literal: `Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))`.
  public convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}

extension Color {
  /// The colour's sRGB components and alpha in the light appearance, as UIKit resolves a
  /// colour outside any view: the label colours are black, the accent is blue.
  package var lightComponents: (red: Double, green: Double, blue: Double, alpha: Double) {
    func bytes(_ c: (UInt8, UInt8, UInt8)) -> (Double, Double, Double) {
      (Double(c.0) / 255, Double(c.1) / 255, Double(c.2) / 255)
    }
    let rgb: (Double, Double, Double)
    var alpha = opacity
    switch storage {
    case .rgb(let red, let green, let blue): rgb = (red, green, blue)
    case .system(let system): rgb = bytes(system.components(in: .light))
    case .primary: rgb = (0, 0, 0)
    case .secondary:
      rgb = bytes((60, 60, 67))
      alpha *= 0.6
    case .accent: rgb = bytes(SystemColor.blue.components(in: .light))
    case .clear: return (0, 0, 0, 0)
    case .appearance(let light, _):
      let c = light.lightComponents
      return (c.red, c.green, c.blue, c.alpha * opacity)
    }
    return (rgb.0, rgb.1, rgb.2, alpha)
  }

  /// The colour of a UIKit colour: `Color(.systemBackground)`, `Color(UIColor.label)`.
  public init(_ color: UIColor) { self = color.color }

  /// The colour of a UIKit colour: `Color(uiColor: .secondaryLabel)`.
  public init(uiColor: UIColor) { self = uiColor.color }
}
