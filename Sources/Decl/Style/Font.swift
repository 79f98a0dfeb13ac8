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

  /// How wide the glyphs are; a terminal's cells are all one width.
  public struct Width: Hashable, Sendable {
    /// The width as SwiftUI measures it: 0 is standard, negative narrower.
    public var value: CGFloat
    /// A width by its value.
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// The spacing between lines; a terminal's rows are all one height.
  public enum Leading: Hashable, Sendable { case standard, tight, loose }

  package var style: TextStyle?
  package var size: CGFloat?
  package var weight: Weight?
  package var isItalic = false
  /// The name of a custom font, kept for code that reads it back; terminals draw their own.
  package var name: String?

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

  /// A named font. A terminal has one typeface and one size, so the font looks like the text
  /// style nearest its size (24 points looks like `.title2`, bold; 12 like `.caption`).
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(style: TextStyle.nearest(toSize: size), size: size, name: name)
  }

  /// A named font that scales with `textStyle`; it looks like the text style nearest its size.
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    custom(name, size: size)
  }

  /// A named font of a fixed size; it looks like the text style nearest its size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    custom(name, size: fixedSize)
  }

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

  /// Every terminal font is monospaced already.
  public func monospaced() -> Font { self }

  /// Every terminal font has digits of one width already.
  public func monospacedDigit() -> Font { self }

  /// Small capitals cannot be drawn in a terminal: the same font.
  public func smallCaps() -> Font { self }

  /// Small capitals cannot be drawn in a terminal: the same font.
  public func lowercaseSmallCaps() -> Font { self }

  /// Small capitals cannot be drawn in a terminal: the same font.
  public func uppercaseSmallCaps() -> Font { self }

  /// A terminal's cells are all one width: the same font.
  public func width(_ width: Width) -> Font { self }

  /// A terminal's rows are all one height: the same font.
  public func leading(_ leading: Leading) -> Font { self }

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

extension Font.TextStyle {
  /// The point size of the style at the default Dynamic Type size on iOS.
  private var pointSize: CGFloat {
    switch self {
    case .largeTitle: 34
    case .title: 28
    case .title2: 22
    case .title3: 20
    case .headline, .body: 17
    case .callout: 16
    case .subheadline: 15
    case .footnote: 13
    case .caption: 12
    case .caption2: 11
    }
  }

  /// The style whose size is nearest `size` (body rather than headline at 17 points).
  static func nearest(toSize size: CGFloat) -> Font.TextStyle {
    allCases.filter { $0 != .headline }.min { abs($0.pointSize - size) < abs($1.pointSize - size) }!
  }
}

extension View {
  /// Every terminal font is monospaced already: the same view.
  public func monospaced(_ isActive: Bool = true) -> some View { self }

  /// Every terminal font has digits of one width already: the same view.
  public func monospacedDigit() -> some View { self }

  /// A terminal has one typeface: the same view.
  public func fontDesign(_ design: Font.Design?) -> some View { self }

  /// A terminal's cells are all one width: the same view.
  public func fontWidth(_ width: Font.Width?) -> some View { self }
}
