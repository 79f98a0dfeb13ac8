import Foundation

/// A setting of a preview: its layout or its device orientation.
public struct PreviewTrait<T>: Sendable {
  package enum Kind: Hashable, Sendable {
    case defaultLayout
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
    /// An orientation: a terminal has one shape, so it changes nothing.
    case orientation
  }

  package let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview fills the terminal (the default).
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .defaultLayout) }
  /// The preview is as large as its content's ideal size.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .sizeThatFits) }
  /// The preview is `width` by `height` points (8 points a column, 16 a row).
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(kind: .fixed(width: width, height: height))
  }
  /// Portrait orientation: accepted; a terminal has the one shape it has.
  public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation) }
  /// Upside-down portrait orientation: accepted, changes nothing.
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(kind: .orientation) }
  /// Landscape orientation, home button left: accepted, changes nothing.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation) }
  /// Landscape orientation, home button right: accepted, changes nothing.
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation) }
}
