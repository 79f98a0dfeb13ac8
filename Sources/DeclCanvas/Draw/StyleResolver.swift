import Decl

/// Turns Decl's colours, fonts and text styles into cell styles for one environment.
///
/// `Color.primary` stays the terminal's own default colour, so text follows the user's theme,
/// unless a view asked for a colour scheme (`preferredColorScheme`): then the scheme's own
/// foreground and background are painted.
package struct StyleResolver {
  package let environment: EnvironmentValues

  package init(environment: EnvironmentValues) { self.environment = environment }

  package var scheme: ColorScheme { environment.colorScheme }

  /// The background a scheme paints when asked for explicitly.
  package static func background(of scheme: ColorScheme) -> (UInt8, UInt8, UInt8) {
    scheme == .dark ? (0, 0, 0) : (255, 255, 255)
  }

  package static func foreground(of scheme: ColorScheme) -> (UInt8, UInt8, UInt8) {
    scheme == .dark ? (255, 255, 255) : (0, 0, 0)
  }

  /// The cell colour of a colour; `nil` for `.clear`.
  package func cellColor(_ color: Color) -> CellColor? {
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
  package func blend(_ color: (UInt8, UInt8, UInt8), opacity: Double) -> CellColor {
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
  package func foreground(_ style: AnyShapeStyle?, column: Int = 0, width: Int = 1) -> CellColor {
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
    case .gradient(let paint):
      // Along a run of text, any gradient is sampled by position.
      let t = width <= 1 ? 0 : Double(column) / Double(width - 1)
      return resolved(paint.colors).color(at: t) ?? .default
    case .hierarchical(let level):
      guard level > 0 else { return base }
      return secondary(level: level)
    case .material(let material):
      return tinted(schemeBackground, by: material)
    case .semantic(let semantic):
      return semanticColor(semantic, over: schemeBackground)
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
    let opacity = [1, 0.6, 0.4, 0.25, 0.15][min(level, 4)]
    if case .rgb(let red, let green, let blue) = base {
      return blend((red, green, blue), opacity: opacity)
    }
    return cellColor(Color.secondary.opacity(level > 1 ? 0.8 : 1)) ?? .default
  }

  /// The style of a run of text, before the background it is drawn on is known.
  package func textStyle(_ run: TextStyle) -> CellStyle {
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
package struct GradientSampler {
  package let gradient: LinearGradient
  package let resolver: StyleResolver

  package init(gradient: LinearGradient, resolver: StyleResolver) {
    self.gradient = gradient
    self.resolver = resolver
  }

  /// The colour at `position` of `count` cells along the gradient's main direction.
  package func color(at position: Int, of count: Int) -> CellColor? {
    let direction =
      isVertical
      ? gradient.endPoint.y - gradient.startPoint.y : gradient.endPoint.x - gradient.startPoint.x
    var t = count <= 1 ? 0 : Double(position) / Double(count - 1)
    if direction < 0 { t = 1 - t }
    return resolver.resolved(.stops(gradient.gradient)).color(at: t)
  }

  /// Whether the gradient runs top to bottom rather than left to right.
  package var isVertical: Bool {
    abs(gradient.endPoint.y - gradient.startPoint.y)
      > abs(gradient.endPoint.x - gradient.startPoint.x)
  }
}

/// A gradient's stops resolved to cell colours, sorted by location.
package struct ResolvedGradient {
  package let stops: [(location: Double, color: CellColor?)]

  /// The colour at `t` (0 is the first stop, 1 the last), interpolated in sRGB between two
  /// RGB stops (the nearer stop otherwise); nil without stops.
  package func color(at t: Double) -> CellColor? {
    guard let first = stops.first, let last = stops.last else { return nil }
    guard t.isFinite else { return first.color }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for (lower, upper) in zip(stops, stops.dropFirst()) where t <= upper.location {
      let span = upper.location - lower.location
      let fraction = span > 0 ? (t - lower.location) / span : 0
      guard case .rgb(let ar, let ag, let ab) = lower.color,
        case .rgb(let br, let bg, let bb) = upper.color
      else { return fraction < 0.5 ? lower.color : upper.color }
      return StyleResolver.mix((ar, ag, ab), (br, bg, bb), fraction)
    }
    return last.color
  }
}

extension StyleResolver {
  /// The scheme's background as a colour.
  package var schemeBackground: (UInt8, UInt8, UInt8) { Self.background(of: scheme) }

  /// How much of what is behind a material hides, by thickness.
  package static func opacity(of material: Material) -> Double {
    switch material.thickness {
    case .ultraThin: 0.35
    case .thin: 0.5
    case .regular: 0.7
    case .thick: 0.85
    case .ultraThick: 0.95
    case .bar: 0.8
    }
  }

  /// The grey a material mixes what is behind towards: `systemGray6` in the light scheme, a
  /// lighter grey than the black background (`systemGray4`) in the dark one, so a material is
  /// visible over the plain background too.
  var materialTint: (UInt8, UInt8, UInt8) {
    scheme == .dark ? (58, 58, 60) : (242, 242, 247)
  }

  /// `color` mixed towards a material's tint.
  package func tinted(_ color: (UInt8, UInt8, UInt8), by material: Material) -> CellColor {
    Self.mix(color, materialTint, Self.opacity(of: material))
  }

  /// A system style's colour over `behind`: the window background, iOS's opaque separator
  /// colour, and the translucent system fill (grey at 20% in light, 36% in dark).
  func semanticColor(_ style: SemanticStyle, over behind: (UInt8, UInt8, UInt8))
    -> CellColor
  {
    switch style {
    case .background:
      let (r, g, b) = schemeBackground
      return .rgb(r, g, b)
    case .separator:
      return scheme == .dark ? .rgb(56, 56, 58) : .rgb(198, 198, 200)
    case .fill:
      return Self.mix(behind, (120, 120, 128), scheme == .dark ? 0.36 : 0.2)
    }
  }

  /// `a` mixed towards `b` by `amount` (0 keeps `a`, 1 gives `b`).
  package static func mix(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8), _ amount: Double)
    -> CellColor
  {
    func channel(_ x: UInt8, _ y: UInt8) -> UInt8 {
      UInt8((Double(x) + (Double(y) - Double(x)) * amount).rounded().clamped(to: 0...255))
    }
    return .rgb(channel(a.0, b.0), channel(a.1, b.1), channel(a.2, b.2))
  }

  /// The RGB of a colour already on the canvas; the scheme's background for the terminal's
  /// default.
  package func components(of color: CellColor) -> (UInt8, UInt8, UInt8) {
    switch color {
    case .default:
      return schemeBackground
    case .rgb(let r, let g, let b):
      return (r, g, b)
    case .ansi(let n):
      let (r, g, b) = XtermPalette.rgb(ofIndexed: n & 15)
      return (UInt8(r), UInt8(g), UInt8(b))
    case .indexed(let n):
      let (r, g, b) = XtermPalette.rgb(ofIndexed: n)
      return (UInt8(r), UInt8(g), UInt8(b))
    }
  }

  /// A gradient's colours resolved for this environment; `Color.gradient` runs from the colour
  /// mixed 20% towards white down to the colour itself.
  package func resolved(_ colors: GradientPaint.Colors) -> ResolvedGradient {
    switch colors {
    case .stops(let gradient):
      let sorted = gradient.stops.sorted { $0.location < $1.location }
      return ResolvedGradient(stops: sorted.map { (Double($0.location), cellColor($0.color)) })
    case .derived(let color):
      let base = cellColor(color)
      guard case .rgb(let r, let g, let b) = base else {
        return ResolvedGradient(stops: [(0, base)])
      }
      return ResolvedGradient(stops: [(0, Self.mix((r, g, b), (255, 255, 255), 0.2)), (1, base)])
    }
  }

  /// How a shape style paints the cells of a frame `size` cells large: gradients by each
  /// cell's position (in points, so radial rings stay round), materials and the system fill as
  /// a tint of what is behind, everything else in one colour.
  ///
  /// Unit points map onto the centres of the frame's outermost cells, so a gradient from
  /// `.leading` to `.trailing` shows its first colour in the first column and its last colour
  /// in the last, as the frame fill's `GradientSampler` does.
  package func paint(_ style: AnyShapeStyle?, size: Size, scale: PointScale = .terminal)
    -> CellPaint
  {
    switch (style ?? environment.foregroundStyle)?.storage {
    case .linearGradient(let gradient):
      return paint(
        GradientPaint(
          colors: .stops(gradient.gradient),
          geometry: .linear(start: gradient.startPoint, end: gradient.endPoint)),
        size: size, scale: scale)
    case .gradient(let gradient):
      return paint(gradient, size: size, scale: scale)
    case .material(let material):
      return CellPaint(isTranslucent: true) { _, _, behind in
        tinted(components(of: behind), by: material)
      }
    case .semantic(.fill):
      return CellPaint(isTranslucent: true) { _, _, behind in
        semanticColor(.fill, over: components(of: behind))
      }
    case .semantic(.background) where !environment.isColorSchemeExplicit:
      return CellPaint(isBackground: true) { _, _, _ in .default }
    case .color(let color):
      // `.clear`, a fully transparent colour or an unknown asset colour paints nothing.
      return .solid(cellColor(color))
    case .hierarchical(0):
      // The foreground style itself: a gradient or material set with `foregroundStyle` paints
      // a shape as it would paint it directly.
      guard let inherited = environment.foregroundStyle,
        inherited.storage != .hierarchical(0)
      else { return .solid(foreground(style)) }
      return paint(inherited, size: size, scale: scale)
    default:
      return .solid(foreground(style))
    }
  }

  private func paint(_ gradient: GradientPaint, size: Size, scale: PointScale) -> CellPaint {
    let colors = resolved(gradient.colors)
    let (width, height) = (CGFloat(max(1, size.width)), CGFloat(max(1, size.height)))
    let (column, row) = (scale.cell.width, scale.cell.height)
    /// A unit point of the frame, in points: the unit square spans the outer cells' centres.
    func place(_ unit: UnitPoint) -> (x: CGFloat, y: CGFloat) {
      (column * (0.5 + unit.x * (width - 1)), row * (0.5 + unit.y * (height - 1)))
    }
    let position: (CGFloat, CGFloat) -> Double
    switch gradient.geometry {
    case .linear(let start, let end):
      let (s, e) = (place(start), place(end))
      let (dx, dy) = (e.x - s.x, e.y - s.y)
      let lengthSquared = dx * dx + dy * dy
      position = { x, y in
        lengthSquared > 0 ? Double(((x - s.x) * dx + (y - s.y) * dy) / lengthSquared) : 0
      }
    case .radial(let center, let startRadius, let endRadius):
      let c = place(center)
      position = { x, y in
        let distance = hypot(x - c.x, y - c.y)
        guard endRadius != startRadius else { return distance >= endRadius ? 1 : 0 }
        return Double((distance - startRadius) / (endRadius - startRadius))
      }
    case .elliptical(let center, let startFraction, let endFraction):
      let c = place(center)
      let (frameWidth, frameHeight) = (width * column, height * row)
      position = { x, y in
        let distance = hypot((x - c.x) / frameWidth, (y - c.y) / frameHeight)
        guard endFraction != startFraction else { return distance >= endFraction ? 1 : 0 }
        return Double((distance - startFraction) / (endFraction - startFraction))
      }
    case .angular(let center, let startAngle, let endAngle):
      let c = place(center)
      let turn = 2 * Double.pi
      let span = endAngle.radians - startAngle.radians
      position = { x, y in
        var angle = (atan2(Double(y - c.y), Double(x - c.x)) - startAngle.radians)
          .truncatingRemainder(dividingBy: turn)
        if angle < 0 { angle += turn }
        if span >= turn {
          // Only the last full turn shows.
          var last = (angle - (span - turn)).truncatingRemainder(dividingBy: turn)
          if last < 0 { last += turn }
          return (span - turn + last) / span
        }
        if span > 0 && angle <= span { return angle / span }
        // The gap: the last colour for its first half, the first colour for the rest.
        let gap = turn - max(span, 0)
        return (angle - max(span, 0)) / gap < 0.5 ? 1 : 0
      }
    }
    return CellPaint { cellX, cellY, _ in
      colors.color(
        at: position(column * (CGFloat(cellX) + 0.5), row * (CGFloat(cellY) + 0.5)))
    }
  }
}

extension Comparable {
  package func clamped(to range: ClosedRange<Self>) -> Self {
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
