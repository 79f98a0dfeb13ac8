import Foundation

// Environment values that modifiers SwiftUI code sets and reads back: symbol scale and variants,
// text fitting, menus, scrolling and lists. Setting them through their modifiers and reading them
// with `@Environment` works as in SwiftUI; what each changes on screen is in the README.

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct SymbolRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolRenderingMode? = nil
}
private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AutocorrectionDisabledKey: EnvironmentKey { static let defaultValue = false }
private struct MenuOrderKey: EnvironmentKey { static let defaultValue = MenuOrder.automatic }
private struct ScrollDismissesKeyboardKey: EnvironmentKey {
  static let defaultValue = ScrollDismissesKeyboardMode.automatic
}
private struct VerticalBounceKey: EnvironmentKey {
  static let defaultValue = ScrollBounceBehavior.automatic
}
private struct HorizontalBounceKey: EnvironmentKey {
  static let defaultValue = ScrollBounceBehavior.automatic
}
private struct MinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 16 }
private struct MinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
  /// The scale of symbols inside (`imageScale(_:)`); a symbol is one glyph at every scale.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }

  /// How symbols inside colour their layers; a symbol glyph has one colour.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }

  /// The variant symbols inside are drawn in (`symbolVariant(.fill)` draws `heart` as
  /// `heart.fill` where SF Symbols has it).
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }

  /// Whether text may tighten its spacing to fit; a terminal cannot.
  public var allowsTightening: Bool {
    get { self[AllowsTighteningKey.self] }
    set { self[AllowsTighteningKey.self] = newValue }
  }

  /// How far text may shrink to fit; a terminal has one text size.
  public var minimumScaleFactor: CGFloat {
    get { self[MinimumScaleFactorKey.self] }
    set { self[MinimumScaleFactorKey.self] = newValue }
  }

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
  public var menuOrder: MenuOrder {
    get { self[MenuOrderKey.self] }
    set { self[MenuOrderKey.self] = newValue }
  }

  /// How scrolling dismisses the software keyboard; a terminal has none.
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { self[ScrollDismissesKeyboardKey.self] }
    set { self[ScrollDismissesKeyboardKey.self] = newValue }
  }

  /// Whether vertical scroll views inside bounce at their ends.
  public var verticalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[VerticalBounceKey.self] }
    set { self[VerticalBounceKey.self] = newValue }
  }

  /// Whether horizontal scroll views inside bounce at their ends.
  public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
    get { self[HorizontalBounceKey.self] }
    set { self[HorizontalBounceKey.self] = newValue }
  }

  /// The least height of a list row, in points: one row of cells.
  public var defaultMinListRowHeight: CGFloat {
    get { self[MinListRowHeightKey.self] }
    set { self[MinListRowHeightKey.self] = newValue }
  }

  /// The least height of a list section header, in points (`nil`: the header's own).
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[MinListHeaderHeightKey.self] }
    set { self[MinListHeaderHeightKey.self] = newValue }
  }

  /// The style `backgroundStyle(_:)` sets for views inside that draw a background.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }

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
