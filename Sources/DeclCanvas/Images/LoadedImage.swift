import Decl

/// A decoded image asset: its pixels and the scale its file was drawn for (1×, 2×, 3×),
/// which `ImageSizing.idealSize` divides by.
package struct LoadedImage: Hashable, Sendable {
  package let pixels: PixelImage
  package let scale: Int

  /// The image's size when it is not resizable.
  package var idealSize: Size {
    ImageSizing.idealSize(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
  }

  /// Columns per row of the image's own shape, for `scaledToFit()` and friends.
  package var cellAspectRatio: Double {
    ImageSizing.cellAspectRatio(pixelWidth: pixels.width, pixelHeight: pixels.height)
  }

  /// The image scaled to `size` cells (see `CellImageScaler`).
  package func cells(_ size: Size) -> CellImage {
    CellImageScaler.scale(pixels, columns: size.width, rows: size.height)
  }
}
