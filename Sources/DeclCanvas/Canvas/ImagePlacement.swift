import Decl

/// A bitmap shown at the terminal's own resolution over a rectangle of cells (kitty graphics),
/// kept beside the cells: the cells below hold the half-block drawing of the same image, which
/// is what a terminal without graphics shows, and what shows where the placement is dropped.
package struct ImagePlacement: Sendable {
  /// Identifies the pixels (a hash of them), so a terminal that has them is not sent them again.
  package let imageID: UInt32
  /// The pixels.
  package let pixels: PixelImage
  /// The cells the whole image covers.
  package let frame: Rect
  /// The part of `frame` that is visible (clipped by a scroll view or the screen).
  package let visible: Rect
  /// The cells of `visible` as the image drew them: a placement whose cells something drew
  /// over afterwards (a sheet, a menu, a clip shape) is dropped, so the half-blocks show.
  package let cells: [Cell]

  /// The pixel rectangle of the image `visible` shows: x, y, width, height.
  package var sourceRect: (x: Int, y: Int, width: Int, height: Int) {
    guard frame.width > 0, frame.height > 0 else { return (0, 0, 0, 0) }
    let x = (visible.minX - frame.minX) * pixels.width / frame.width
    let y = (visible.minY - frame.minY) * pixels.height / frame.height
    let right = (visible.maxX - frame.minX) * pixels.width / frame.width
    let bottom = (visible.maxY - frame.minY) * pixels.height / frame.height
    return (x, y, max(1, right - x), max(1, bottom - y))
  }

  /// A number naming this placement of the image, the same for the same place and crop.
  package var placementID: UInt32 {
    var hash: UInt32 = 2_166_136_261
    for value in [
      visible.minX, visible.minY, visible.width, visible.height, frame.minX, frame.minY,
    ] {
      hash = (hash ^ UInt32(truncatingIfNeeded: value)) &* 16_777_619
    }
    return hash & 0xFF_FFFF | 1
  }

  /// A hash of `pixels` for `imageID`: FNV-1a over the size and the samples, never 0.
  package static func identifier(of pixels: PixelImage) -> UInt32 {
    var hash: UInt32 = 2_166_136_261
    for value in [pixels.width, pixels.height] {
      hash = (hash ^ UInt32(truncatingIfNeeded: value)) &* 16_777_619
    }
    for byte in pixels.pixels { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    return hash & 0x7FFF_FFFF | 1
  }
}

extension ImagePlacement: Equatable {
  /// Same image in the same place: the terminal needs nothing sent.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.imageID == rhs.imageID && lhs.frame == rhs.frame && lhs.visible == rhs.visible
  }
}
