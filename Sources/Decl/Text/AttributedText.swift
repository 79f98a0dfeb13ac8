import Foundation

// `Text(AttributedString)` and the attributes SwiftUI reads in an attributed string. Linux's
// Foundation has no SwiftUI scope (nor `inlinePresentationIntent`), so Decl declares SwiftUI's:
// `attributed.foregroundColor = .red` compiles as it does on iOS.

extension Text {
  /// An attributed string, drawn with the attributes SwiftUI reads: `foregroundColor`, `font`,
  /// `underlineStyle`, `strikethroughStyle` and `link` (accent colour, underlined).
  ///
  /// ```swift
  /// var message = AttributedString("Saved")
  /// message.foregroundColor = .green
  /// Text(message)
  /// ```
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    typealias Attributes = AttributeScopes.SwiftUIAttributes
    var runs: [Run] = []
    for run in attributedContent.runs {
      var style = TextStyle()
      style.foreground = run[Attributes.ForegroundColorAttribute.self]?._erased
      style.font = run[Attributes.FontAttribute.self]
      if run[Attributes.UnderlineStyleAttribute.self] != nil { style.underline = true }
      if let strikethrough = run[Attributes.StrikethroughStyleAttribute.self] {
        style.strikethrough = true
        style.strikethroughColor = strikethrough.color
      }
      if let link = run.link {
        style = InlineMarkdown.Styles.link.applied(to: style)
        style.link = link
      }
      InlineMarkdown.append(
        Run(string: String(attributedContent.characters[run.range]), style: style), to: &runs)
    }
    self.init(runs: runs)
  }

  /// How an underline or a strikethrough line is drawn; a terminal draws every pattern as a
  /// solid line.
  public struct LineStyle: Hashable, Sendable {
    /// The dashes of the line.
    public let pattern: Pattern
    /// The colour of the line; nil for the text's colour.
    public let color: Color?

    /// A line of a pattern and a colour.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()

    /// The dashes of a line.
    public struct Pattern: Hashable, Sendable {
      private let name: String
      public static let solid = Pattern(name: "solid")
      public static let dot = Pattern(name: "dot")
      public static let dash = Pattern(name: "dash")
      public static let dashDot = Pattern(name: "dashDot")
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }
}

extension AttributeScopes {
  /// The attributes SwiftUI reads in an `AttributedString`, and Foundation's.
  public struct SwiftUIAttributes: AttributeScope {
    /// `attributed.foregroundColor = .red`
    public let foregroundColor: ForegroundColorAttribute
    /// `attributed.backgroundColor = .yellow`
    public let backgroundColor: BackgroundColorAttribute
    /// `attributed.font = .headline`
    public let font: FontAttribute
    /// `attributed.strikethroughStyle = .single`
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// `attributed.underlineStyle = .single`
    public let underlineStyle: UnderlineStyleAttribute
    /// `attributed.kern = 2`
    public let kern: KerningAttribute
    /// `attributed.tracking = 2`
    public let tracking: TrackingAttribute
    /// `attributed.baselineOffset = 2`
    public let baselineOffset: BaselineOffsetAttribute
    /// Foundation's attributes (`link`, ...).
    public let foundation: FoundationAttributes

    /// The colour of the text.
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.ForegroundColor"
    }

    /// The colour behind the text; accepted, not drawn by `Text`.
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static let name = "SwiftUI.BackgroundColor"
    }

    /// The font of the text.
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static let name = "SwiftUI.Font"
    }

    /// A line through the text.
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.StrikethroughStyle"
    }

    /// A line under the text.
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static let name = "SwiftUI.UnderlineStyle"
    }

    /// Spacing between characters; a terminal cannot change it.
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Kern"
    }

    /// Spacing between characters; a terminal cannot change it.
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.Tracking"
    }

    /// Vertical offset of the text; a terminal cannot change it.
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static let name = "SwiftUI.BaselineOffset"
    }
  }

  /// SwiftUI's attribute scope, as in `attributed.transformingAttributes(\.swiftUI.font)`.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  /// `attributed.foregroundColor`, `attributed.font`, ...: SwiftUI's attributes by name.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}
