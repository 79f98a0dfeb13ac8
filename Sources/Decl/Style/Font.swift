import Foundation

/// A font. A terminal has one size, so a font becomes text attributes: titles and headlines
/// are bold, weights from semibold up are bold, light weights are dim.
public struct Font: Hashable, Sendable {
  /// A text style from the type scale.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
    case caption, caption2
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    package let value: Int
    public static let ultraLight = Weight(value: 100)
    public static let thin = Weight(value: 200)
    public static let light = Weight(value: 300)
    public static let regular = Weight(value: 400)
    public static let medium = Weight(value: 500)
    public static let semibold = Weight(value: 600)
    public static let bold = Weight(value: 700)
    public static let heavy = Weight(value: 800)
    public static let black = Weight(value: 900)
  }

  /// A font design; terminals have one typeface, so every design looks the same.
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

  package var style: TextStyle?
  package var size: CGFloat?
  package var weight: Weight?
  package var isItalic = false

  public static let largeTitle = Font(style: .largeTitle)
  public static let title = Font(style: .title)
  public static let title2 = Font(style: .title2)
  public static let title3 = Font(style: .title3)
  public static let headline = Font(style: .headline)
  public static let subheadline = Font(style: .subheadline)
  public static let body = Font(style: .body)
  public static let callout = Font(style: .callout)
  public static let footnote = Font(style: .footnote)
  public static let caption = Font(style: .caption)
  public static let caption2 = Font(style: .caption2)

  /// A system font of a text style.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    Font(style: style, weight: weight)
  }

  /// A system font of a size; the size is accepted and ignored, the weight is kept.
  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(size: size, weight: weight)
  }

  /// A named font; the terminal's typeface is used, so only the size is remembered.
  public static func custom(_ name: String, size: CGFloat) -> Font { Font(size: size) }

  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.weight = weight
    return font
  }

  public func bold() -> Font { weight(.bold) }

  public func italic() -> Font {
    var font = self
    font.isItalic = true
    return font
  }

  public func monospaced() -> Font { self }

  /// Whether this font draws bold in a terminal.
  package var isBold: Bool {
    if let weight { return weight.value >= Weight.semibold.value }
    switch style {
    case .largeTitle, .title, .title2, .title3, .headline: return true
    default: return false
    }
  }

  /// Whether this font draws dim (light weights) in a terminal.
  package var isLight: Bool {
    guard let weight else { return false }
    return weight.value <= Weight.light.value
  }
}
