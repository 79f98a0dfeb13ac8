import Foundation

/// A translucent background that tints what is behind it.
///
/// ```swift
/// Text("Overlay").padding().background(.regularMaterial)
/// ```
/// A terminal cannot blur, so a material mixes the colour behind each cell towards a grey of
/// the colour scheme, more strongly the thicker it is (see the README's differences).
public struct Material: ShapeStyle, Hashable {
  /// How much of what is behind shows through.
  package enum Thickness: Hashable, Sendable, CaseIterable {
    case ultraThin, thin, regular, thick, ultraThick, bar
  }

  package let thickness: Thickness

  package init(thickness: Thickness) { self.thickness = thickness }

  /// The most translucent material.
  public static let ultraThin = Material(thickness: .ultraThin)
  /// A more translucent material than regular.
  public static let thin = Material(thickness: .thin)
  /// A material of medium translucency.
  public static let regular = Material(thickness: .regular)
  /// A more opaque material than regular.
  public static let thick = Material(thickness: .thick)
  /// The most opaque material.
  public static let ultraThick = Material(thickness: .ultraThick)
  /// The material of bars (toolbars, tab bars).
  public static let bar = Material(thickness: .bar)

  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .material(self)) }
}

extension ShapeStyle where Self == Material {
  /// The most translucent material.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A more translucent material than regular.
  public static var thinMaterial: Material { .thin }
  /// A material of medium translucency.
  public static var regularMaterial: Material { .regular }
  /// A more opaque material than regular.
  public static var thickMaterial: Material { .thick }
  /// The most opaque material.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of bars.
  public static var bar: Material { .bar }
}
