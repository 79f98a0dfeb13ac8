import Foundation

// The system's named styles, each its own type as in SwiftUI. The renderer picks their colours
// for the colour scheme (see StyleResolver).

/// System styles whose colour the renderer decides.
package enum SemanticStyle: Hashable, Sendable {
  /// The window's background.
  case background
  /// Lines that separate content.
  case separator
  /// A translucent fill for shapes over a background.
  case fill
}

/// The current foreground style (what `foregroundStyle` set), used where a style is expected.
public struct ForegroundStyle: ShapeStyle, Hashable {
  public init() {}
  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .hierarchical(0)) }
}

/// The background of the window.
public struct BackgroundStyle: ShapeStyle, Hashable {
  public init() {}
  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .semantic(.background)) }
}

/// The colour of lines that separate content.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
  public init() {}
  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .semantic(.separator)) }
}

/// The colour that marks a selection: the tint.
public struct SelectionShapeStyle: ShapeStyle, Hashable {
  public init() {}
  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .tint) }
}

/// A translucent fill for shapes that sit on a background (the track of a slider, a field).
public struct FillShapeStyle: ShapeStyle, Hashable {
  public init() {}
  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .semantic(.fill)) }
}

/// The colour of placeholder text, as text fields draw it.
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
  public init() {}
  public var _erased: AnyShapeStyle { Color.placeholderText._erased }
}

/// The colour of links: the tint.
public struct LinkShapeStyle: ShapeStyle, Hashable {
  public init() {}
  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .tint) }
}

/// The background of a window, as on macOS.
public struct WindowBackgroundShapeStyle: ShapeStyle, Hashable {
  public init() {}
  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .semantic(.background)) }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The current foreground style.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The window's background.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The colour of separators.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
  /// The colour of a selection.
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// A translucent fill for shapes over a background.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  /// The colour of placeholder text.
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

extension ShapeStyle where Self == LinkShapeStyle {
  /// The colour of links.
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
  /// The background of a window.
  public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
