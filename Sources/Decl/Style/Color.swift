import Foundation

/// A colour, usable as a view (it fills its space) and as a shape style.
///
/// Named colours follow Apple's system palette in light and dark appearance; a terminal shows
/// them in truecolor or the nearest colour it has.
public struct Color: Hashable, Sendable {
  package enum Storage: Hashable, Sendable {
    case rgb(red: Double, green: Double, blue: Double)
    case system(SystemColor)
    case primary
    case secondary
    case accent
    case clear
    /// A colour with one value in light appearance and another in dark (an asset catalog
    /// colour set with a dark appearance).
    indirect case appearance(light: Color, dark: Color)
  }

  package var storage: Storage
  package var opacity: Double = 1

  package init(storage: Storage, opacity: Double = 1) {
    self.storage = storage
    self.opacity = opacity
  }

  /// A colour from red, green and blue components between 0 and 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(storage: .rgb(red: red, green: green, blue: blue), opacity: opacity)
  }

  /// A colour in a colour space; Decl treats every space as sRGB.
  public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A grey of the given white level between 0 and 1 (in a colour space, which Decl treats
  /// as sRGB).
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A colour from hue, saturation and brightness between 0 and 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let (s, v) = (min(max(saturation, 0), 1), min(max(brightness, 0), 1))
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// A colour from a colour set in an asset catalog: `Assets.xcassets/name.colorset` in the
  /// bundle's resources or beside the program (see `AssetCatalog`), with its dark appearance
  /// when the set has one.
  ///
  /// The set is read once per process, when the colour is made. An unknown name gives a
  /// colour that paints nothing (like SwiftUI's) and one warning on standard error.
  ///
  /// ```swift
  /// Text("Welcome").foregroundStyle(Color("Brand"))
  /// ```
  public init(_ name: String, bundle: Bundle? = nil) {
    self = AssetStore.shared.color(named: name, bundle: bundle)
  }

  /// The colour of a generated asset symbol: `Color(.brand)`.
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle)
  }

  /// A colour from a style that resolves to a colour, such as another `Color`:
  /// `Color(category.color)`. Generic as SwiftUI's, so `Color(.brand)` still picks the asset
  /// symbol's `ColorResource`.
  public init<T: Hashable & ShapeStyle>(_ color: T) where T: _ResolvesToColor {
    self = color._resolvedColor
  }

  /// The same colour, made more transparent; a terminal blends it with the background.
  public func opacity(_ opacity: Double) -> Color {
    Color(storage: storage, opacity: self.opacity * opacity)
  }

  /// Colour spaces SwiftUI accepts.
  public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

  public static let red = Color(storage: .system(.red))
  public static let orange = Color(storage: .system(.orange))
  public static let yellow = Color(storage: .system(.yellow))
  public static let green = Color(storage: .system(.green))
  public static let mint = Color(storage: .system(.mint))
  public static let teal = Color(storage: .system(.teal))
  public static let cyan = Color(storage: .system(.cyan))
  public static let blue = Color(storage: .system(.blue))
  public static let indigo = Color(storage: .system(.indigo))
  public static let purple = Color(storage: .system(.purple))
  public static let pink = Color(storage: .system(.pink))
  public static let brown = Color(storage: .system(.brown))
  public static let gray = Color(storage: .system(.gray))
  public static let black = Color(storage: .system(.black))
  public static let white = Color(storage: .system(.white))
  public static let clear = Color(storage: .clear)
  /// The terminal's own text colour.
  public static let primary = Color(storage: .primary)
  /// A quieter text colour for secondary content.
  public static let secondary = Color(storage: .secondary)
  /// The app's accent colour (blue unless `tint` or `accentColor` says otherwise).
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color(storage: .accent)
}

extension Color: CustomStringConvertible {
  /// As SwiftUI prints colours: `red`, `#FF000080` for components, `50% red` for a named
  /// colour made transparent.
  public var description: String {
    switch storage {
    case .rgb(let red, let green, let blue):
      return "#" + [red, green, blue, opacity].map(Self.hexByte).joined()
    case .appearance(let light, let dark):
      return withOpacity("\(light) (dark: \(dark))")
    case .system(let system):
      return withOpacity("\(system)")
    case .primary:
      return withOpacity("primary")
    case .secondary:
      return withOpacity("secondary")
    case .accent:
      return withOpacity("accentColor")
    case .clear:
      return withOpacity("clear")
    }
  }

  private func withOpacity(_ name: String) -> String {
    opacity == 1 ? name : "\(Int((opacity * 100).rounded()))% \(name)"
  }

  private static func hexByte(_ component: Double) -> String {
    let byte = Int((min(1, max(0, component)) * 255).rounded())
    return (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
  }
}

/// Apple's named system colours.
package enum SystemColor: Hashable, Sendable, CaseIterable {
  case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
  case black, white
  case systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

  /// sRGB components (0–255) in the given appearance.
  package func components(in scheme: ColorScheme) -> (UInt8, UInt8, UInt8) {
    let dark = scheme == .dark
    switch self {
    case .red: return dark ? (255, 69, 58) : (255, 59, 48)
    case .orange: return dark ? (255, 159, 10) : (255, 149, 0)
    case .yellow: return dark ? (255, 214, 10) : (255, 204, 0)
    case .green: return dark ? (48, 209, 88) : (52, 199, 89)
    case .mint: return dark ? (99, 230, 226) : (0, 199, 190)
    case .teal: return dark ? (64, 200, 224) : (48, 176, 199)
    case .cyan: return dark ? (100, 210, 255) : (50, 173, 230)
    case .blue: return dark ? (10, 132, 255) : (0, 122, 255)
    case .indigo: return dark ? (94, 92, 230) : (88, 86, 214)
    case .purple: return dark ? (191, 90, 242) : (175, 82, 222)
    case .pink: return dark ? (255, 55, 95) : (255, 45, 85)
    case .brown: return dark ? (172, 142, 104) : (162, 132, 94)
    case .gray: return (142, 142, 147)
    case .black: return (0, 0, 0)
    case .white: return (255, 255, 255)
    case .systemGray2: return dark ? (99, 99, 102) : (174, 174, 178)
    case .systemGray3: return dark ? (72, 72, 74) : (199, 199, 204)
    case .systemGray4: return dark ? (58, 58, 60) : (209, 209, 214)
    case .systemGray5: return dark ? (44, 44, 46) : (229, 229, 234)
    case .systemGray6: return dark ? (28, 28, 30) : (242, 242, 247)
    }
  }
}

extension Color {
  /// UIKit's grey ramp, as `Color(.systemGray2)` and friends name it.
  public static let systemGray = Color.gray
  public static let systemGray2 = Color(storage: .system(.systemGray2))
  public static let systemGray3 = Color(storage: .system(.systemGray3))
  public static let systemGray4 = Color(storage: .system(.systemGray4))
  public static let systemGray5 = Color(storage: .system(.systemGray5))
  public static let systemGray6 = Color(storage: .system(.systemGray6))

  /// The colour of placeholder text (`Color(.placeholderText)`), as text fields draw it.
  public static let placeholderText = Color.secondary
}

/// The light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

/// A shape style that resolves to a single colour (SwiftUI's `Resolved == Color.Resolved`).
public protocol _ResolvesToColor {
  /// The colour this style draws with.
  var _resolvedColor: Color { get }
}

extension Color: _ResolvesToColor {
  public var _resolvedColor: Color { self }
}
