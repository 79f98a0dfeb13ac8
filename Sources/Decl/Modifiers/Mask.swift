extension View {
  /// Shows the view only where `mask` draws: a cell stays where the mask puts a glyph or a
  /// background in it, and shows what is behind elsewhere.
  ///
  /// ```swift
  /// Text("Fading").mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))
  /// ```
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    modifier(MaskModifier(mask: mask(), alignment: alignment))
  }

  /// The older form, with the mask as a value.
  @_disfavoredOverload
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(MaskModifier(mask: mask, alignment: .center))
  }
}

/// `mask`: the content kept only where the mask view draws.
package struct MaskModifier: ViewModifier {
  package let mask: any View
  package let alignment: Alignment

  package typealias Body = Never
}
