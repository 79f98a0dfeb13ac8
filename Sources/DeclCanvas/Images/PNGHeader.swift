import Decl

/// A PNG file's `IHDR` chunk, validated, and the layout of the image data it implies.
package struct PNGHeader: Equatable {
  package let width: Int
  package let height: Int
  /// Bits per sample (or per palette index): 1, 2, 4, 8 or 16.
  let bitDepth: Int
  /// 0 greyscale, 2 truecolour, 3 indexed (palette), 4 greyscale with alpha, 6 truecolour
  /// with alpha.
  package let colorType: Int
  /// Whether the image data is in Adam7's seven passes rather than row by row.
  let isInterlaced: Bool

  /// One of Adam7's passes (or the single pass of a non-interlaced image): the pixels at
  /// columns `x0, x0 + dx, …` of rows `y0, y0 + dy, …`.
  package struct Pass: Equatable {
    package let x0: Int
    package let y0: Int
    package let dx: Int
    package let dy: Int
  }

  /// Reads the 13 bytes of an `IHDR` chunk.
  package init(_ bytes: ArraySlice<UInt8>) throws(PNGDecodingError) {
    guard bytes.count == 13 else {
      throw .invalidHeader("IHDR is \(bytes.count) bytes long instead of 13")
    }
    let b = Array(bytes)
    let width = Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
    let height = Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7])
    guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height) else {
      throw .invalidHeader("size \(width)×\(height)")
    }
    let bitDepth = Int(b[8])
    let colorType = Int(b[9])
    let depths: [Int]
    switch colorType {
    case 0: depths = [1, 2, 4, 8, 16]
    case 3: depths = [1, 2, 4, 8]
    case 2, 4, 6: depths = [8, 16]
    default: throw .invalidHeader("colour type \(colorType)")
    }
    guard depths.contains(bitDepth) else {
      throw .invalidHeader("bit depth \(bitDepth) with colour type \(colorType)")
    }
    guard b[10] == 0 else { throw .invalidHeader("compression method \(b[10])") }
    guard b[11] == 0 else { throw .invalidHeader("filter method \(b[11])") }
    guard b[12] <= 1 else { throw .invalidHeader("interlace method \(b[12])") }
    self.width = width
    self.height = height
    self.bitDepth = bitDepth
    self.colorType = colorType
    self.isInterlaced = b[12] == 1
  }

  /// Samples per pixel: grey 1, grey and alpha 2, RGB 3, RGBA 4, palette index 1.
  package var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]! }

  var bitsPerPixel: Int { channels * bitDepth }

  /// Bytes from a pixel to the one before it for the scanline filters (at least 1).
  var filterDistance: Int { max(1, bitsPerPixel / 8) }

  /// Bytes of one filtered row of `width` pixels, without its filter-type byte.
  func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

  /// The passes the image data holds, in order.
  package var passes: [Pass] {
    guard isInterlaced else { return [Pass(x0: 0, y0: 0, dx: 1, dy: 1)] }
    return [
      Pass(x0: 0, y0: 0, dx: 8, dy: 8), Pass(x0: 4, y0: 0, dx: 8, dy: 8),
      Pass(x0: 0, y0: 4, dx: 4, dy: 8), Pass(x0: 2, y0: 0, dx: 4, dy: 4),
      Pass(x0: 0, y0: 2, dx: 2, dy: 4), Pass(x0: 1, y0: 0, dx: 2, dy: 2),
      Pass(x0: 0, y0: 1, dx: 1, dy: 2),
    ]
  }

  /// The number of columns and rows of pixels in `pass` (either may be 0: such a pass has no
  /// data at all, not even filter bytes).
  package func size(of pass: Pass) -> (width: Int, height: Int) {
    ((width - pass.x0 + pass.dx - 1) / pass.dx, (height - pass.y0 + pass.dy - 1) / pass.dy)
  }

  /// The length of the decompressed image data: every pass's rows, each with its filter byte.
  var imageDataSize: Int {
    passes.reduce(0) { total, pass in
      let (width, height) = size(of: pass)
      return width == 0 ? total : total + height * (1 + rowBytes(width: width))
    }
  }
}
