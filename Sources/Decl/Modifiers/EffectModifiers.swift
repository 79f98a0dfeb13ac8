import Foundation

// Visual effects. A terminal cannot scale, turn, blur, filter, round, shadow or animate cells;
// these are accepted so SwiftUI code compiles unchanged, and the README's differences table says
// what each does.

extension View {
  /// Scaling is not possible in a terminal: the view keeps its size.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }

  /// Scaling is not possible in a terminal: the view keeps its size.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View
  { self }

  /// Scaling is not possible in a terminal: the view keeps its size.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }

  /// Cells cannot turn: accepted and ignored.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }

  /// Cells cannot turn in 3D: accepted and ignored.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View { self }

  /// A terminal cannot blur: accepted and ignored.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

  /// Colour filters are not applied to cells: accepted and ignored.
  public func brightness(_ amount: Double) -> some View { self }

  /// Colour filters are not applied to cells: accepted and ignored.
  public func contrast(_ amount: Double) -> some View { self }

  /// Colour filters are not applied to cells: accepted and ignored.
  public func saturation(_ amount: Double) -> some View { self }

  /// Colour filters are not applied to cells: accepted and ignored.
  public func grayscale(_ amount: Double) -> some View { self }

  /// Colour filters are not applied to cells: accepted and ignored.
  public func hueRotation(_ angle: Angle) -> some View { self }

  /// Colour filters are not applied to cells: accepted and ignored.
  public func colorMultiply(_ color: Color) -> some View { self }

  /// Colour filters are not applied to cells: accepted and ignored.
  public func colorInvert() -> some View { self }

  /// Colour filters are not applied to cells: accepted and ignored.
  public func luminanceToAlpha() -> some View { self }

  /// A terminal draws every view straight into cells: accepted and ignored.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  { self }

  /// A terminal draws every view straight into cells: accepted and ignored.
  public func compositingGroup() -> some View { self }

  /// Cells are not blended: the view is drawn over what is behind it.
  public func blendMode(_ blendMode: BlendMode) -> some View { self }

  /// A terminal has no hover pointer effect: accepted and ignored.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
    self
  }

  /// Changes happen at once in a terminal: accepted and ignored.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// Changes happen at once in a terminal: accepted and ignored.
  public func animation(_ animation: Animation?) -> some View { self }

  /// Changes happen at once in a terminal, so there is no transaction to adjust: accepted and
  /// ignored.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    self
  }

  /// Changes happen at once in a terminal, so there is no transaction to adjust: accepted and
  /// ignored.
  public func transaction(
    value: some Equatable, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View { self }

  /// The view `body` makes of this one, animated with `animation` in SwiftUI; changes happen
  /// at once in a terminal, so it is drawn as `body` makes it.
  ///
  /// ```swift
  /// Text("Hi").animation(.smooth) { $0.opacity(isShown ? 1 : 0) }
  /// ```
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(self))
  }

  /// The view `body` makes of this one, in a transaction `transform` adjusts; changes happen at
  /// once in a terminal, so it is drawn as `body` makes it.
  public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(self))
  }

  /// A symbol is one glyph in one cell whatever its scale; the scale is kept in the
  /// environment.
  public func imageScale(_ scale: Image.Scale) -> some View {
    modifier(EnvironmentWriter { $0.imageScale = scale })
  }

  /// Terminals draw no shadows: accepted and ignored.
  public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  { self }

  /// Capitalisation of typed text is up to the user's keyboard in a terminal: accepted and ignored.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  { self }

  /// Terminals do not autocorrect; the choice is kept in the environment.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    modifier(EnvironmentWriter { $0.autocorrectionDisabled = disable })
  }

  /// Terminals have one keyboard: accepted and ignored.
  public func keyboardType(_ type: UIKeyboardType) -> some View { self }
}

/// How typed text is capitalised on a software keyboard.
public struct TextInputAutocapitalization: Sendable {
  package let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The kind of software keyboard; terminals have one hardware keyboard.
// swift-format-ignore: AlwaysUseLowerCamelCase
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
    emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}
