import Foundation

// Text style modifiers on any view: they set environment values that every text inside uses.

extension View {
  /// Colours text and glyphs inside.
  @_disfavoredOverload
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(EnvironmentWriter { $0.foregroundStyle = color.map { $0._erased } })
  }

  /// Styles text and glyphs inside with a colour, gradient or hierarchical style.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(EnvironmentWriter { $0.foregroundStyle = style._erased })
  }

  /// Styles text and glyphs inside with `primary`; Decl's secondary and tertiary levels are
  /// `primary` dimmed, so `secondary` is accepted and ignored.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    foregroundStyle(primary)
  }

  /// Styles text and glyphs inside with `primary`; `secondary` and `tertiary` are accepted and
  /// ignored, as in `foregroundStyle(_:_:)`.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }

  /// Spacing between characters cannot change in a terminal: accepted and ignored.
  public func kerning(_ kerning: CGFloat) -> some View { self }

  /// Spacing between characters cannot change in a terminal: accepted and ignored.
  public func tracking(_ tracking: CGFloat) -> some View { self }

  /// Terminal text has one baseline per row: accepted and ignored.
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

  /// The font of text inside.
  @_disfavoredOverload
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }

  /// The weight of text inside.
  @_disfavoredOverload
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(EnvironmentWriter { $0.font = ($0.font ?? .body).weight(weight ?? .regular) })
  }

  /// Makes text inside bold.
  @_disfavoredOverload
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentWriter { $0.textAttributes.bold = isActive })
  }

  /// Makes text inside italic.
  @_disfavoredOverload
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentWriter { $0.textAttributes.italic = isActive })
  }

  /// Underlines text inside.
  @_disfavoredOverload
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    modifier(
      EnvironmentWriter {
        $0.textAttributes.underline = isActive
        $0.textAttributes.underlineColor = color
      })
  }

  /// Strikes through text inside.
  @_disfavoredOverload
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    modifier(
      EnvironmentWriter {
        $0.textAttributes.strikethrough = isActive
        $0.textAttributes.strikethroughColor = color
      })
  }

  /// The most lines text inside may use; the last visible line ends with `…` when cut.
  public func lineLimit(_ number: Int?) -> some View {
    modifier(
      EnvironmentWriter {
        $0.lineLimit = number
        $0.lineLimitMinimum = nil
      })
  }

  /// Between `limit.lowerBound` and `limit.upperBound` lines: text reserves the lower bound.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    modifier(
      EnvironmentWriter {
        $0.lineLimit = limit.upperBound
        $0.lineLimitMinimum = limit.lowerBound
      })
  }

  /// At least `limit.lowerBound` lines, without an upper limit.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    modifier(
      EnvironmentWriter {
        $0.lineLimit = nil
        $0.lineLimitMinimum = limit.lowerBound
      })
  }

  /// At most `limit` lines, reserving all of them when `reservesSpace` is true.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    modifier(
      EnvironmentWriter {
        $0.lineLimit = limit
        $0.lineLimitMinimum = reservesSpace ? limit : nil
      })
  }

  /// How the lines of multi-line text inside align.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// Where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }

  /// Upper- or lowercases text inside.
  public func textCase(_ textCase: Text.Case?) -> some View {
    environment(\.textCase, textCase)
  }

  /// Disables the controls inside.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentWriter { if disabled { $0.isEnabled = false } })
  }

  /// The accent colour of controls inside.
  public func tint(_ tint: Color?) -> some View {
    modifier(EnvironmentWriter { $0.tint = tint })
  }

  /// The accent colour of controls inside (the older spelling of `tint`).
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }

  /// Sets the colour scheme of the views inside (the older spelling; `preferredColorScheme`
  /// sets the whole screen's): colours that adapt to the scheme take this one.
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }

  /// Asks for the light or dark appearance; the renderer then paints that scheme's background.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(
      EnvironmentWriter {
        guard let colorScheme else { return }
        $0.colorScheme = colorScheme
        $0.isColorSchemeExplicit = true
      })
  }
}
