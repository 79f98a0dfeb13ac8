import Foundation

/// A shape style that tiles an image. A cell takes one colour, so Decl fills with the
/// translucent `.fill` colour instead of the image's pixels.
///
/// ```swift
/// Rectangle().fill(ImagePaint(image: Image("brick"), scale: 0.5))
/// ```
public struct ImagePaint: ShapeStyle {
  /// The image tiled.
  public var image: Image
  /// The part of the image tiled, in unit coordinates.
  public var sourceRect: CGRect
  /// How much the image is scaled.
  public var scale: CGFloat

  public init(
    image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  public var _erased: AnyShapeStyle { AnyShapeStyle(storage: .semantic(.fill)) }
}
