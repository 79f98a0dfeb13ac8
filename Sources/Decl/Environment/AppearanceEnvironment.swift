import Foundation

// Environment values that modifiers SwiftUI code sets and reads back: symbol scale and variants,
// text fitting, menus, scrolling and lists. Setting them through their modifiers and reading them
// with `@Environment` works as in SwiftUI; what each changes on screen is in the README.

private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The scale of symbols inside (`imageScale(_:)`); a symbol is one glyph at every scale.
  @Entry public var imageScale: Image.Scale = Image.Scale.medium

  /// How symbols inside colour their layers; a symbol glyph has one colour.
  @Entry public var symbolRenderingMode: SymbolRenderingMode? = nil

  /// The variant symbols inside are drawn in (`symbolVariant(.fill)` draws `heart` as
  /// `heart.fill` where SF Symbols has it).
  @Entry public var symbolVariants: SymbolVariants = SymbolVariants.none

  /// Whether text may tighten its spacing to fit; a terminal cannot.
  @Entry public var allowsTightening: Bool = false

  /// How far text may shrink to fit; a terminal has one text size.
  @Entry public var minimumScaleFactor: CGFloat = 1

  /// Whether text fields inside turn autocorrection off; a terminal does not autocorrect.
  public var autocorrectionDisabled: Bool {
    get { self[AutocorrectionDisabledKey.self] }
    set { self[AutocorrectionDisabledKey.self] = newValue }
  }

  /// The older name of `autocorrectionDisabled`.
  public var disableAutocorrection: Bool? {
    get { self[AutocorrectionDisabledKey.self] }
    set { self[AutocorrectionDisabledKey.self] = newValue ?? false }
  }

  /// The order menus inside list their items in.
  @Entry public var menuOrder: MenuOrder = MenuOrder.automatic

  /// How scrolling dismisses the software keyboard; a terminal has none.
  @Entry public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode =
    ScrollDismissesKeyboardMode.automatic

  /// Whether vertical scroll views inside bounce at their ends.
  @Entry public var verticalScrollBounceBehavior: ScrollBounceBehavior = ScrollBounceBehavior
    .automatic

  /// Whether horizontal scroll views inside bounce at their ends.
  @Entry public var horizontalScrollBounceBehavior: ScrollBounceBehavior = ScrollBounceBehavior
    .automatic

  /// The least height of a list row, in points: one row of cells.
  @Entry public var defaultMinListRowHeight: CGFloat = 16

  /// The least height of a list section header, in points (`nil`: the header's own).
  @Entry public var defaultMinListHeaderHeight: CGFloat? = nil

  /// The style `backgroundStyle(_:)` sets for views inside that draw a background.
  @Entry public var backgroundStyle: AnyShapeStyle? = nil

  /// Whether the system may show several windows of the app; a terminal shows one.
  public var supportsMultipleWindows: Bool { false }

  /// Whether the display dims to save power (always-on displays); never in a terminal.
  public var isLuminanceReduced: Bool { false }

  /// Whether the screen is being recorded or mirrored, which a terminal cannot know.
  public var isSceneCaptured: Bool { false }

  /// Whether hover effects are on; a terminal draws none.
  public var isHoverEffectEnabled: Bool { false }
}

extension View {
  /// The style for views inside that draw a background of their own, readable as
  /// `@Environment(\.backgroundStyle)`.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(EnvironmentWriter { $0.backgroundStyle = AnyShapeStyle(style) })
  }
}
