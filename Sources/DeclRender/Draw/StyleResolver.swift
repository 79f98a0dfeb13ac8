import Decl

/// Turns Decl's colours, fonts and text styles into cell styles for one environment.
///
/// `Color.primary` stays the terminal's own default colour, so text follows the user's theme,
/// unless a view asked for a colour scheme (`preferredColorScheme`): then the scheme's own
/// foreground and background are painted.
struct StyleResolver {
  let environment: EnvironmentValues

  var scheme: ColorScheme { environment.colorScheme }

  /// The background a scheme paints when asked for explicitly.
  static func background(of scheme: ColorScheme) -> (UInt8, UInt8, UInt8) {
    scheme == .dark ? (0, 0, 0) : (255, 255, 255)
  }

  static func foreground(of scheme: ColorScheme) -> (UInt8, UInt8, UInt8) {
    scheme == .dark ? (255, 255, 255) : (0, 0, 0)
  }

  /// The cell colour of a colour; `nil` for `.clear`.
  func cellColor(_ color: Color) -> CellColor? {
    let components: (UInt8, UInt8, UInt8)
    switch color.storage {
    case .clear:
      return nil
    case .primary:
      guard environment.isColorSchemeExplicit || color.opacity < 1 else { return .default }
      components = Self.foreground(of: scheme)
    case .secondary:
      components = scheme == .dark ? (141, 141, 147) : (138, 138, 142)
    case .accent:
      if let tint = environment.tint, tint.storage != .accent {
        return cellColor(tint.opacity(color.opacity))
      }
      components = SystemColor.blue.components(in: scheme)
    case .system(let system):
      components = system.components(in: scheme)
    case .appearance(let light, let dark):
      return cellColor((scheme == .dark ? dark : light).opacity(color.opacity))
    case .rgb(let red, let green, let blue):
      components = (Self.channel(red), Self.channel(green), Self.channel(blue))
    }
    guard color.opacity < 1 else { return .rgb(components.0, components.1, components.2) }
    if color.opacity <= 0 { return nil }
    return blend(components, opacity: color.opacity)
  }

  /// A colour mixed with the scheme's background, which is how a terminal shows opacity.
  func blend(_ color: (UInt8, UInt8, UInt8), opacity: Double) -> CellColor {
    let background = Self.background(of: scheme)
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) * opacity + Double(b) * (1 - opacity)).rounded().clamped(to: 0...255))
    }
    return .rgb(mix(color.0, background.0), mix(color.1, background.1), mix(color.2, background.2))
  }

  private static func channel(_ value: Double) -> UInt8 {
    UInt8((value * 255).rounded().clamped(to: 0...255))
  }

  /// The colour of a shape style used for text or glyphs, at a column of a span `width` wide.
  func foreground(_ style: AnyShapeStyle?, column: Int = 0, width: Int = 1) -> CellColor {
    switch (style ?? environment.foregroundStyle)?.storage {
    case nil:
      return cellColor(.primary) ?? .default
    case .color(let color):
      return cellColor(color) ?? .default
    case .tint:
      return cellColor(.accentColor) ?? .default
    case .linearGradient(let gradient):
      return GradientSampler(gradient: gradient, resolver: self).color(at: column, of: width)
        ?? .default
    case .hierarchical(let level):
      guard level > 0 else { return base }
      return secondary(level: level)
    }
  }

  /// The base foreground: the environment's style, unless that is itself hierarchical.
  private var base: CellColor {
    if let style = environment.foregroundStyle, !style.isHierarchical {
      return foreground(style)
    }
    return cellColor(.primary) ?? .default
  }

  private func secondary(level: Int) -> CellColor {
    let opacity = [1, 0.6, 0.4, 0.25][min(level, 3)]
    if case .rgb(let red, let green, let blue) = base {
      return blend((red, green, blue), opacity: opacity)
    }
    return cellColor(Color.secondary.opacity(level > 1 ? 0.8 : 1)) ?? .default
  }

  /// The style of a run of text, before the background it is drawn on is known.
  func textStyle(_ run: TextStyle) -> CellStyle {
    let font = run.font ?? environment.font ?? .body
    let weighted = run.weight.map { font.weight($0) } ?? font
    let inherited = environment.textAttributes
    var attributes: CellAttributes = []
    if run.bold ?? inherited.bold ?? weighted.isBold { attributes.insert(.bold) }
    if !attributes.contains(.bold), weighted.isLight { attributes.insert(.dim) }
    if run.italic ?? inherited.italic ?? weighted.isItalic { attributes.insert(.italic) }
    if run.underline ?? inherited.underline ?? false { attributes.insert(.underline) }
    if run.strikethrough ?? inherited.strikethrough ?? false { attributes.insert(.strikethrough) }
    return CellStyle(
      foreground: foreground(run.foreground), background: .default, attributes: attributes)
  }
}

/// Colours of a linear gradient at cell positions, interpolated in sRGB.
struct GradientSampler {
  let gradient: LinearGradient
  let resolver: StyleResolver

  /// The colour at `position` of `count` cells along the gradient's main direction.
  func color(at position: Int, of count: Int) -> CellColor? {
    let stops = gradient.gradient.stops.sorted { $0.location < $1.location }
    guard let first = stops.first, let last = stops.last else { return nil }
    let direction =
      isVertical
      ? gradient.endPoint.y - gradient.startPoint.y : gradient.endPoint.x - gradient.startPoint.x
    var t = count <= 1 ? 0 : Double(position) / Double(count - 1)
    if direction < 0 { t = 1 - t }
    if t <= first.location { return resolver.cellColor(first.color) }
    if t >= last.location { return resolver.cellColor(last.color) }
    for (lower, upper) in zip(stops, stops.dropFirst()) where t <= upper.location {
      let span = upper.location - lower.location
      let fraction = span > 0 ? (t - lower.location) / span : 0
      return mix(lower.color, upper.color, fraction)
    }
    return resolver.cellColor(last.color)
  }

  /// Whether the gradient runs top to bottom rather than left to right.
  var isVertical: Bool {
    abs(gradient.endPoint.y - gradient.startPoint.y)
      > abs(gradient.endPoint.x - gradient.startPoint.x)
  }

  private func mix(_ a: Color, _ b: Color, _ fraction: Double) -> CellColor? {
    guard case .rgb(let ar, let ag, let ab) = resolver.cellColor(a),
      case .rgb(let br, let bg, let bb) = resolver.cellColor(b)
    else { return resolver.cellColor(fraction < 0.5 ? a : b) }
    func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8((Double(x) + (Double(y) - Double(x)) * fraction).rounded().clamped(to: 0...255))
    }
    return .rgb(channel(ar, br), channel(ag, bg), channel(ab, bb))
  }
}

extension Comparable {
  func clamped(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}

extension AnyShapeStyle {
  /// Whether the style is a level of the current foreground style (`.secondary`).
  var isHierarchical: Bool {
    if case .hierarchical = storage { return true }
    return false
  }
}
