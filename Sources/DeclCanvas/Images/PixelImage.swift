import Decl

/// A bitmap of 8-bit red, green, blue and alpha samples (alpha not premultiplied), row by row
/// from the top left: what `PNGDecoder` produces and `CellImageScaler` turns into cells.
package struct PixelImage: Hashable, Sendable {
  package let width: Int
  package let height: Int
  /// `width * height * 4` bytes: R, G, B, A for each pixel.
  package let pixels: [UInt8]

  /// An image of `width × height` pixels from their RGBA bytes (`width * height * 4` of them).
  package init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4)
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at column `x`, row `y` (both inside the image).
  package subscript(x: Int, y: Int) -> RGBA8 {
    let offset = (y * width + x) * 4
    return RGBA8(pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
  }
}

/// One colour with 8-bit channels and straight (not premultiplied) alpha.
package struct RGBA8: Hashable, Sendable, CustomStringConvertible {
  package var red: UInt8
  package var green: UInt8
  package var blue: UInt8
  package var alpha: UInt8

  package init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The opaque colour this one shows over `background`: how a terminal, whose cells have no
  /// alpha, can show a half-transparent pixel.
  package func composited(over background: (UInt8, UInt8, UInt8)) -> (UInt8, UInt8, UInt8) {
    let alpha = Int(alpha)
    func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
      let sum: Int = Int(top) * alpha + Int(bottom) * (255 - alpha) + 127
      return UInt8(sum / 255)
    }
    return (mix(red, background.0), mix(green, background.1), mix(blue, background.2))
  }

  /// `#RRGGBBAA`.
  package var description: String {
    "#"
      + [red, green, blue, alpha].map { byte in
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 16 ? "0" + digits : digits
      }.joined()
  }
}
