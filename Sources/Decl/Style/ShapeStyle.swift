import Foundation

/// Something that can fill or colour a view: a colour, a gradient or a semantic style.
public protocol ShapeStyle: Sendable {
  /// This style as the renderer sees it.
  var _erased: AnyShapeStyle { get }
}

/// Any shape style, type-erased.
public struct AnyShapeStyle: ShapeStyle, Hashable {
  package enum Storage: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)
    /// Radial, elliptical, angular and `AnyGradient` gradients.
    case gradient(GradientPaint)
    /// The style from the environment (`foregroundStyle`), at a level of emphasis.
    case hierarchical(Int)
    case tint
    /// A translucent tint of what is behind.
    case material(Material)
    /// A system style whose colour the renderer decides (`.background`, `.separator`, `.fill`).
    case semantic(SemanticStyle)
  }

  package let storage: Storage

  package init(storage: Storage) { self.storage = storage }

  public init<S: ShapeStyle>(_ style: S) { self = style._erased }

  public var _erased: AnyShapeStyle { self }
}

extension ShapeStyle {
  /// This style more transparent: a colour blends with the background; a hierarchical level
  /// (`.secondary`) becomes a dimmer level, the nearest a terminal's few shades of grey come.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    switch _erased.storage {
    case .color(let color):
      return color.opacity(opacity)._erased
    case .hierarchical(let level):
      let dimmer = (opacity < 0.75 ? 1 : 0) + (opacity < 0.4 ? 1 : 0)
      return AnyShapeStyle(storage: .hierarchical(min(level + dimmer, 4)))
    default:
      return _erased
    }
  }
}

extension Color: ShapeStyle {
  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .color(self)) }
}

/// The primary, secondary, tertiary… levels of the current foreground style.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
  package let level: Int

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)

  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .hierarchical(level)) }
}

/// The current tint (accent) colour.
public struct TintShapeStyle: ShapeStyle, Hashable {
  public init() {}
  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .tint) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
  public static var accentColor: Color { Color.accentColor }
}

/// Colours and where they sit along a gradient.
public struct Gradient: Hashable, Sendable {
  /// One colour at a location between 0 and 1.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  /// Colours spread evenly from start to end.
  public init(colors: [Color]) {
    let last = max(colors.count - 1, 1)
    self.stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
  }
}

/// A gradient along a line; a terminal interpolates it per cell.
public struct LinearGradient: ShapeStyle, Hashable {
  public var gradient: Gradient
  public var startPoint: UnitPoint
  public var endPoint: UnitPoint

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .linearGradient(self)) }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient, as in `.background(.linearGradient(colors: [...], startPoint: .leading, endPoint: .trailing))`.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }
}
