extension GraphicsContext {
  /// How drawn colours combine with what is already drawn (Core Graphics' blend modes). In
  /// cells the separable modes (multiply, screen, overlay, darken, lighten, the dodges and
  /// burns, the lights, difference, exclusion, plus-darker and plus-lighter) mix a cell's
  /// colour with the background already there; `clear` erases to the terminal's background;
  /// the others draw normally.
  public struct BlendMode: RawRepresentable, Equatable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static var normal: BlendMode { BlendMode(rawValue: 0) }
    public static var multiply: BlendMode { BlendMode(rawValue: 1) }
    public static var screen: BlendMode { BlendMode(rawValue: 2) }
    public static var overlay: BlendMode { BlendMode(rawValue: 3) }
    public static var darken: BlendMode { BlendMode(rawValue: 4) }
    public static var lighten: BlendMode { BlendMode(rawValue: 5) }
    public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
    public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
    public static var softLight: BlendMode { BlendMode(rawValue: 8) }
    public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
    public static var difference: BlendMode { BlendMode(rawValue: 10) }
    public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
    public static var hue: BlendMode { BlendMode(rawValue: 12) }
    public static var saturation: BlendMode { BlendMode(rawValue: 13) }
    public static var color: BlendMode { BlendMode(rawValue: 14) }
    public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
    public static var clear: BlendMode { BlendMode(rawValue: 16) }
    public static var copy: BlendMode { BlendMode(rawValue: 17) }
    public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
    public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
    public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
    public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
    public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
    public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
    public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
    public static var xor: BlendMode { BlendMode(rawValue: 25) }
    public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
    public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }
  }

  /// Options for a shadow filter.
  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
    public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
    public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
    public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
  }

  /// Options for a blur filter.
  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
    public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
  }
}
