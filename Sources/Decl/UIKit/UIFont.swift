import Foundation

/// UIKit's font, as far as SwiftUI code reaches it: a size, a weight and a text style, turned
/// into a SwiftUI `Font` with `Font(uiFont)`. A terminal draws every font in its own face, so
/// only the weight (bold) and text style (headline) show.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// The font's name (`"Georgia-Bold"`, or the system font's).
  public let fontName: String
  /// The size in points.
  public let pointSize: CGFloat
  /// The weight.
  package let weight: Weight
  /// The text style the font was made for, if any.
  package let textStyle: TextStyle?

  package init(name: String, size: CGFloat, weight: Weight, textStyle: TextStyle?) {
    fontName = name
    pointSize = size
    self.weight = weight
    self.textStyle = textStyle
  }

  /// A font by name; a terminal has its own face, so any name gives a font of that size
  /// (bold when the name says so).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let bold = fontName.lowercased().contains("bold")
    self.init(name: fontName, size: fontSize, weight: bold ? .bold : .regular, textStyle: nil)
  }

  /// The font's family name.
  public var familyName: String {
    String(fontName.split(separator: "-").first ?? Substring(fontName))
  }

  /// The system font at a size and weight.
  public class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(name: ".SFUI", size: fontSize, weight: weight, textStyle: nil)
  }

  /// The bold system font at a size.
  public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The italic system font at a size; a terminal shows it upright unless it has italics.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize)
  }

  /// The monospaced system font at a size and weight (a terminal's font is).
  public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// The font of a text style at the default Dynamic Type size.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let size: CGFloat
    switch style {
    case .largeTitle: size = 34
    case .title1: size = 28
    case .title2: size = 22
    case .title3: size = 20
    case .headline, .body: size = 17
    case .callout: size = 16
    case .subheadline: size = 15
    case .footnote: size = 13
    case .caption1: size = 12
    default: size = 11
    }
    return UIFont(
      name: ".SFUI", size: size, weight: style == .headline ? .semibold : .regular,
      textStyle: style)
  }

  /// The system font size of the default Dynamic Type size.
  public class var systemFontSize: CGFloat { 17 }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(name: fontName, size: fontSize, weight: weight, textStyle: nil)
  }

  /// The line height of the font in points.
  public var lineHeight: CGFloat { (pointSize * 1.2).rounded() }

  public var description: String { "UIFont(\(fontName), \(pointSize)pt)" }

  public static func == (a: UIFont, b: UIFont) -> Bool {
    a.fontName == b.fontName && a.pointSize == b.pointSize && a.weight == b.weight
      && a.textStyle == b.textStyle
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(fontName)
    hasher.combine(pointSize)
  }

  /// Dynamic Type's text styles.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// Font weights, from ultra light to black.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
}

/// Scales sizes for Dynamic Type; a terminal has one text size, so values come back unchanged.
public struct UIFontMetrics: Sendable {
  /// The text style whose scaling this follows.
  public let textStyle: UIFont.TextStyle

  /// The metrics of a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  /// The metrics of the body style.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  /// `value` scaled for the current text size: unchanged in a terminal.
  public func scaledValue(for value: CGFloat) -> CGFloat { value }

  /// `font` scaled for the current text size: unchanged in a terminal.
  public func scaledFont(for font: UIFont) -> UIFont { font }
}

extension Font {
  /// The SwiftUI font of a UIKit font: its text style, else the system font at its size, in
  /// its weight.
  public init(_ font: UIFont) {
    let weight: Font.Weight =
      switch font.weight.rawValue {
      case ..<(-0.7): .ultraLight
      case ..<(-0.5): .thin
      case ..<(-0.2): .light
      case ..<0.1: .regular
      case ..<0.27: .medium
      case ..<0.35: .semibold
      case ..<0.5: .bold
      case ..<0.6: .heavy
      default: .black
      }
    let style: Font.TextStyle? =
      switch font.textStyle {
      case .largeTitle?: .largeTitle
      case .title1?: .title
      case .title2?: .title2
      case .title3?: .title3
      case .headline?: .headline
      case .subheadline?: .subheadline
      case .body?: .body
      case .callout?: .callout
      case .footnote?: .footnote
      case .caption1?: .caption
      case .caption2?: .caption2
      default: nil
      }
    if let style {
      self = .system(style)
    } else {
      self = .system(size: font.pointSize, weight: weight)
    }
  }
}
