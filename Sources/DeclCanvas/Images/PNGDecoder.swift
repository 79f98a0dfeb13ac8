import Decl
import Foundation

/// Decodes PNG files (ISO/IEC 15948) into RGBA8 pixels, with no dependencies.
///
/// Reads the signature, `IHDR`, `PLTE`, `tRNS`, the `IDAT` chunks (concatenated) and `IEND`;
/// checks every chunk's CRC-32 (a bad one on a critical chunk is an error, on an ancillary
/// chunk the chunk is skipped) and skips other ancillary chunks. Handles every colour type
/// (grey, RGB, palette, grey with alpha, RGBA) at every legal bit depth, the five scanline
/// filters, Adam7 interlacing, and `tRNS` transparency. Samples below 8 bits are scaled up
/// (a 2-bit grey 1 becomes 85); 16-bit samples are rounded to 8 bits (`v × 255 / 65535`).
///
/// Corrupt data throws a `PNGDecodingError`; it never traps or loops. Images above
/// `pixelLimit` pixels are refused from their header, before anything is allocated.
package enum PNGDecoder {
  /// The most pixels decoded: 64 megapixels (2²⁶, 256 MiB of RGBA), e.g. 8192 × 8192.
  package static let pixelLimit = 1 << 26

  package static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// The pixels of the PNG file `data`.
  package static func decode(_ data: Data, pixelLimit: Int = pixelLimit) throws(PNGDecodingError)
    -> PixelImage
  {
    try decode([UInt8](data), pixelLimit: pixelLimit)
  }

  /// The pixels of the PNG file `data`.
  package static func decode(_ data: [UInt8], pixelLimit: Int = pixelLimit) throws(PNGDecodingError)
    -> PixelImage
  {
    let chunks = try PNGChunks(data, pixelLimit: pixelLimit)
    let header = chunks.header
    let expected = header.imageDataSize
    // Deflate cannot expand data more than ~1032 times: a declared size the data cannot reach
    // is refused before the buffer for it is reserved.
    guard expected <= chunks.compressed.count * Inflate.maximumExpansion + 1024 else {
      throw .invalidImageData(
        "\(chunks.compressed.count) bytes of compressed data cannot hold a "
          + "\(header.width)×\(header.height) image")
    }
    var raw: [UInt8]
    do {
      raw = try Inflate.zlibDecompress(chunks.compressed, limit: expected)
    } catch .outputLimitExceeded {
      throw .invalidImageData("more data than a \(header.width)×\(header.height) image holds")
    } catch {
      throw .compressedData(error)
    }
    guard raw.count == expected else {
      throw .invalidImageData(
        "\(raw.count) bytes of image data where a \(header.width)×\(header.height) image "
          + "needs \(expected)")
    }
    try unfilter(&raw, header: header)
    return try expand(raw, chunks: chunks)
  }

  /// Undoes the scanline filters in place, pass by pass (RFC 2083 §6).
  private static func unfilter(_ raw: inout [UInt8], header: PNGHeader)
    throws(PNGDecodingError)
  {
    let distance = header.filterDistance
    let badFilter: UInt8? = raw.withUnsafeMutableBufferPointer { buffer in
      // Plain pointers: their subscripts cost nothing even in debug builds.
      guard let bytes = buffer.baseAddress else { return nil }
      var offset = 0
      for pass in header.passes {
        let (width, height) = header.size(of: pass)
        guard width > 0 else { continue }
        let rowBytes = header.rowBytes(width: width)
        for row in 0..<height {
          let filter = bytes[offset]
          let line = bytes + offset + 1
          // The previous row of this pass; a first row is filtered against zeros.
          let prior = row > 0 ? UnsafePointer(line - rowBytes - 1) : nil
          let left = min(distance, rowBytes)
          switch (filter, prior) {
          case (0, _), (2, nil):
            break
          case (1, _):  // Sub
            for i in left..<rowBytes { line[i] &+= line[i - distance] }
          case (2, let up?):  // Up
            for i in 0..<rowBytes { line[i] &+= up[i] }
          case (3, nil):  // Average, first row
            for i in left..<rowBytes { line[i] &+= line[i - distance] >> 1 }
          case (3, let up?):
            for i in 0..<left { line[i] &+= up[i] >> 1 }
            for i in left..<rowBytes {
              line[i] &+= UInt8((UInt16(line[i - distance]) + UInt16(up[i])) >> 1)
            }
          case (4, nil):  // Paeth, first row: the predictor is always `left`
            for i in left..<rowBytes { line[i] &+= line[i - distance] }
          case (4, let up?):
            for i in 0..<left { line[i] &+= up[i] }
            for i in left..<rowBytes {
              line[i] &+= paeth(line[i - distance], up[i], up[i - distance])
            }
          default:
            return filter
          }
          offset += 1 + rowBytes
        }
      }
      return nil
    }
    if let badFilter { throw .invalidImageData("unknown scanline filter \(badFilter)") }
  }

  /// The Paeth predictor: whichever of left, up and upper-left is closest to left + up − upLeft.
  private static func paeth(_ left: UInt8, _ up: UInt8, _ upLeft: UInt8) -> UInt8 {
    let a = Int(left)
    let b = Int(up)
    let c = Int(upLeft)
    let toLeft = abs(b - c)  // |(a + b − c) − a|
    let toUp = abs(a - c)
    let toUpLeft = abs(a + b - 2 * c)
    if toLeft <= toUp && toLeft <= toUpLeft { return left }
    return toUp <= toUpLeft ? up : upLeft
  }

  /// Turns unfiltered samples into RGBA8 pixels, placing each pass's pixels.
  private static func expand(_ raw: [UInt8], chunks: PNGChunks) throws(PNGDecodingError)
    -> PixelImage
  {
    let header = chunks.header
    let depth = header.bitDepth
    let channels = header.channels
    let palette = chunks.palette
    // The `tRNS` colour key (samples at the file's bit depth); -1 matches no sample.
    let key = chunks.transparentSample ?? []
    let keyGrey = key.count == 1 ? key[0] : -1
    let (keyRed, keyGreen, keyBlue) = key.count == 3 ? (key[0], key[1], key[2]) : (-1, -1, -1)
    // A sample below 8 bits is scaled to 0...255 by this factor (1 bit: 255, 2: 85, 4: 17).
    let scale = depth < 8 ? 255 / (1 << depth - 1) : 1
    func eightBit(_ sample: Int) -> UInt8 {
      depth == 16 ? UInt8((sample * 255 + 32895) >> 16) : UInt8(sample * scale)
    }
    var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
    var badIndex: Int?
    raw.withUnsafeBufferPointer { raw in
      pixels.withUnsafeMutableBufferPointer { pixels in
        // Neither is empty: an image has at least one pixel and one filter byte.
        let raw = raw.baseAddress!
        let pixels = pixels.baseAddress!
        // The sample at `index` of the row whose first byte is at `rowStart`.
        func sample(_ rowStart: Int, _ index: Int) -> Int {
          switch depth {
          case 8:
            return Int(raw[rowStart + index])
          case 16:
            return Int(raw[rowStart + 2 * index]) << 8 | Int(raw[rowStart + 2 * index + 1])
          default:
            let bit = index * depth
            let byte = Int(raw[rowStart + bit / 8])
            return byte >> (8 - depth - bit % 8) & (1 << depth - 1)
          }
        }
        var offset = 0
        for pass in header.passes {
          let (width, height) = header.size(of: pass)
          guard width > 0 else { continue }
          let rowBytes = header.rowBytes(width: width)
          for row in 0..<height {
            let rowStart = offset + 1
            let y = pass.y0 + row * pass.dy
            if header.colorType == 6 && depth == 8 && pass.dx == 1 {
              // RGBA8 rows of a whole-width pass are already in the output's layout.
              UnsafeMutableRawPointer(pixels + y * header.width * 4)
                .copyMemory(from: raw + rowStart, byteCount: rowBytes)
              offset = rowStart + rowBytes
              continue
            }
            for column in 0..<width {
              let target = (y * header.width + pass.x0 + column * pass.dx) * 4
              let first = column * channels
              switch header.colorType {
              case 0:
                let grey = sample(rowStart, first)
                let value = eightBit(grey)
                pixels[target] = value
                pixels[target + 1] = value
                pixels[target + 2] = value
                pixels[target + 3] = grey == keyGrey ? 0 : 255
              case 2:
                let red = sample(rowStart, first)
                let green = sample(rowStart, first + 1)
                let blue = sample(rowStart, first + 2)
                pixels[target] = eightBit(red)
                pixels[target + 1] = eightBit(green)
                pixels[target + 2] = eightBit(blue)
                pixels[target + 3] = red == keyRed && green == keyGreen && blue == keyBlue ? 0 : 255
              case 3:
                let index = sample(rowStart, first)
                guard index < palette.count else {
                  badIndex = index
                  return
                }
                let colour = palette[index]
                pixels[target] = colour.red
                pixels[target + 1] = colour.green
                pixels[target + 2] = colour.blue
                pixels[target + 3] = colour.alpha
              case 4:
                let value = eightBit(sample(rowStart, first))
                pixels[target] = value
                pixels[target + 1] = value
                pixels[target + 2] = value
                pixels[target + 3] = eightBit(sample(rowStart, first + 1))
              default:
                for channel in 0..<4 {
                  pixels[target + channel] = eightBit(sample(rowStart, first + channel))
                }
              }
            }
            offset = rowStart + rowBytes
          }
        }
      }
    }
    if let badIndex {
      throw .invalidImageData("palette index \(badIndex) past the \(palette.count)-entry palette")
    }
    return PixelImage(width: header.width, height: header.height, pixels: pixels)
  }
}
