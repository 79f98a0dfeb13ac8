import DeclCanvas

/// How many colours the terminal can show; styles are degraded to fit before output.
public enum ColorDepth: Hashable, Sendable {
  /// No colour SGR at all (NO_COLOR, dumb terminals, pipes); attributes are still emitted.
  case none
  /// The 16 ANSI colours (SGR 30–37, 90–97, 40–47, 100–107).
  case ansi16
  /// The xterm 256-colour palette (SGR 38;5;n / 48;5;n).
  case ansi256
  /// 24-bit colour (SGR 38;2;r;g;b / 48;2;r;g;b).
  case trueColor

  /// Picks the depth the way most CLI tools do: NO_COLOR (non-empty), a non-tty or
  /// TERM=dumb disable colour; COLORTERM=truecolor/24bit, then TERM=*256color*, then 16.
  public static func detect(environment: [String: String], isTTY: Bool) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let term = environment["TERM"] ?? ""
    if !isTTY || term == "dumb" { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if term.contains("256color") { return .ansi256 }
    return .ansi16
  }

  /// The colour this depth can show: rgb → nearest 256-palette entry (cube or grey ramp) →
  /// nearest of the 16 ANSI colours, as far as the depth requires; `.none` gives `.default`.
  public func convert(_ color: CellColor) -> CellColor {
    switch (self, color) {
    case (.none, _):
      return .default
    case (.trueColor, _), (_, .default):
      return color
    case (.ansi256, .rgb(let r, let g, let b)):
      return .indexed(XtermPalette.nearestIndexed(r, g, b))
    case (.ansi256, _):
      return color
    case (.ansi16, .ansi(let n)):
      return .ansi(n & 15)
    case (.ansi16, .indexed(let n)):
      return .ansi(XtermPalette.nearestANSI(toIndexed: n))
    case (.ansi16, .rgb(let r, let g, let b)):
      return .ansi(XtermPalette.nearestANSI(toIndexed: XtermPalette.nearestIndexed(r, g, b)))
    }
  }

  /// The style as it will reach the terminal: colours converted; with `plain`, no colours and
  /// no attributes at all.
  public func convert(_ style: CellStyle, plain: Bool = false) -> CellStyle {
    if plain { return .plain }
    return CellStyle(
      foreground: convert(style.foreground), background: convert(style.background),
      attributes: style.attributes)
  }

  /// `convert(_:plain:)` on packed style bits, with the identity case kept cheap.
  package func convert(packed bits: UInt64, plain: Bool) -> UInt64 {
    if plain { return 0 }
    if self == .trueColor { return bits }
    return convert(CellStyle(packed: bits)).packed
  }
}
