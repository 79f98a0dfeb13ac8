import DeclCanvas

/// Sixel graphics (DEC, xterm `-ti vt340`, foot, WezTerm, mlterm): pixels written into the
/// cells at the cursor, six rows a band, in a palette of the 216 colours of a 6×6×6 cube.
/// Transparent pixels leave what is behind.
package enum Sixel {
  /// Appends the image `pixels` shows in `source`, scaled (nearest pixel) to
  /// `width × height` pixels, as one DCS string.
  package static func append(
    _ pixels: PixelImage, source: (x: Int, y: Int, width: Int, height: Int), width: Int,
    height: Int, into out: inout [UInt8]
  ) {
    guard width > 0, height > 0, source.width > 0, source.height > 0 else { return }
    // The cube index of each target pixel, or -1 where it is transparent.
    var indices = [Int](repeating: -1, count: width * height)
    for y in 0..<height {
      let sourceY = min(pixels.height - 1, source.y + y * source.height / height)
      for x in 0..<width {
        let sourceX = min(pixels.width - 1, source.x + x * source.width / width)
        let pixel = pixels[sourceX, sourceY]
        guard pixel.alpha >= 128 else { continue }
        indices[y * width + x] = level(pixel.red) * 36 + level(pixel.green) * 6 + level(pixel.blue)
      }
    }
    // DCS P1=0 (aspect 2:1, overridden by the raster attributes), P2=1 (transparent zeros).
    out.append(contentsOf: Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8))
    var defined = Set<Int>()
    for index in indices where index >= 0 && defined.insert(index).inserted {
      let (r, g, b) = (index / 36, index / 6 % 6, index % 6)
      out.append(contentsOf: Array("#\(index);2;\(r * 20);\(g * 20);\(b * 20)".utf8))
    }
    var band = 0
    while band < height {
      var colors: [Int] = []
      var seen = Set<Int>()
      for y in band..<min(band + 6, height) {
        for x in 0..<width {
          let index = indices[y * width + x]
          if index >= 0 && seen.insert(index).inserted { colors.append(index) }
        }
      }
      for (number, color) in colors.enumerated() {
        if number > 0 { out.append(UInt8(ascii: "$")) }  // back to the band's start
        out.append(contentsOf: Array("#\(color)".utf8))
        var run: UInt8 = 0
        var runLength = 0
        for x in 0..<width {
          var bits: UInt8 = 0
          for row in 0..<6 where band + row < height && indices[(band + row) * width + x] == color {
            bits |= 1 << row
          }
          let character = 63 + bits
          if character == run {
            runLength += 1
          } else {
            appendRun(run, runLength, into: &out)
            (run, runLength) = (character, 1)
          }
        }
        appendRun(run, runLength, into: &out)
      }
      out.append(UInt8(ascii: "-"))  // next band
      band += 6
    }
    out.append(contentsOf: ControlBytes.stringTerminator)
  }

  /// 0…5: the cube level nearest to an 8-bit channel.
  private static func level(_ channel: UInt8) -> Int { (Int(channel) * 5 + 127) / 255 }

  private static func appendRun(_ character: UInt8, _ length: Int, into out: inout [UInt8]) {
    guard length > 0 else { return }
    if length > 3 {
      out.append(contentsOf: Array("!\(length)".utf8))
      out.append(character)
    } else {
      out.append(contentsOf: repeatElement(character, count: length))
    }
  }
}
