/// The standard xterm colour palette and nearest-colour searches used to degrade colours.
package enum XtermPalette {
  /// xterm's default RGB values for the 16 ANSI colours, as 0xRRGGBB.
  package static let ansi: [UInt32] = [
    0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
    0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
  ]

  /// Channel levels of the 6×6×6 cube (indices 16–231).
  static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// RGB of a 256-palette entry.
  package static func rgb(ofIndexed index: UInt8) -> (r: Int, g: Int, b: Int) {
    switch index {
    case 0..<16:
      let value = ansi[Int(index)]
      return (Int(value >> 16), Int(value >> 8 & 0xFF), Int(value & 0xFF))
    case 16..<232:
      let cube = Int(index) - 16
      return (cubeLevels[cube / 36], cubeLevels[cube / 6 % 6], cubeLevels[cube % 6])
    default:
      let grey = 8 + 10 * (Int(index) - 232)
      return (grey, grey, grey)
    }
  }

  /// The closest entry of the cube or the grey ramp (16–255) by squared RGB distance; ties
  /// prefer the cube.
  package static func nearestIndexed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
    let (red, green, blue) = (Int(r), Int(g), Int(b))
    let (cr, cg, cb) = (cubeStep(red), cubeStep(green), cubeStep(blue))
    let cubeDistance = distance(
      (red, green, blue), (cubeLevels[cr], cubeLevels[cg], cubeLevels[cb]))
    let mean = (red + green + blue) / 3
    let step = Swift.min(23, Swift.max(0, (mean - 3) / 10))
    let grey = 8 + 10 * step
    let greyDistance = distance((red, green, blue), (grey, grey, grey))
    if greyDistance < cubeDistance { return UInt8(232 + step) }
    return UInt8(16 + 36 * cr + 6 * cg + cb)
  }

  /// The closest of the 16 ANSI colours to a 256-palette entry (0–15 map to themselves).
  package static func nearestANSI(toIndexed index: UInt8) -> UInt8 {
    if index < 16 { return index }
    let target = rgb(ofIndexed: index)
    var best: UInt8 = 0
    var bestDistance = Int.max
    for (candidate, value) in ansi.enumerated() {
      let rgb = (Int(value >> 16), Int(value >> 8 & 0xFF), Int(value & 0xFF))
      let d = distance(target, rgb)
      if d < bestDistance {
        bestDistance = d
        best = UInt8(candidate)
      }
    }
    return best
  }

  /// Index (0–5) of the nearest cube level to a channel value.
  private static func cubeStep(_ value: Int) -> Int {
    value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
  }

  private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return dr * dr + dg * dg + db * db
  }
}
