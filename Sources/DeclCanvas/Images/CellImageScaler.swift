import Decl

/// Scales a bitmap to terminal cells of two pixels each (see `CellImage`).
///
/// The target is a grid of `columns × 2·rows` half-cells laid over the source. Each half-cell
/// averages the source pixels it covers, each weighted by the area of it that the half-cell
/// covers (a box filter, exact for both shrinking and enlarging), with premultiplied alpha so
/// transparent pixels add no colour: a half-cell over a red pixel and a transparent one is
/// red at half opacity, not dark red. A half whose average alpha rounds to 0 is `nil`.
///
/// The cost is one pass over the covered source pixels plus one step per cell.
package enum CellImageScaler {
  /// `image` scaled to `columns × rows` cells: no cells when either is 0 or less, cells with
  /// no colour when the image has no pixels.
  package static func scale(_ image: PixelImage, columns: Int, rows: Int) -> CellImage {
    guard columns > 0, rows > 0 else { return CellImage(columns: 0, rows: 0, cells: []) }
    guard image.width > 0, image.height > 0 else {
      let empty = ImageCell(top: nil, bottom: nil)
      return CellImage(
        columns: columns, rows: rows, cells: Array(repeating: empty, count: columns * rows))
    }
    let xSpans = spans(source: image.width, target: columns)
    let ySpans = spans(source: image.height, target: rows * 2)
    var cells = [ImageCell]()
    cells.reserveCapacity(columns * rows)
    image.pixels.withUnsafeBufferPointer { pixels in
      func average(_ xs: [Coverage], _ ys: [Coverage]) -> RGBA8? {
        var weight = 0.0
        var alpha = 0.0
        var red = 0.0
        var green = 0.0
        var blue = 0.0
        for y in ys {
          let rowOffset = y.index * image.width
          for x in xs {
            let w = x.weight * y.weight
            let offset = (rowOffset + x.index) * 4
            let a = w * Double(pixels[offset + 3])
            weight += w
            alpha += a
            red += a * Double(pixels[offset])
            green += a * Double(pixels[offset + 1])
            blue += a * Double(pixels[offset + 2])
          }
        }
        let alpha8 = (alpha / weight).rounded()
        guard alpha8 >= 1 else { return nil }
        func channel(_ sum: Double) -> UInt8 { UInt8(min(255, max(0, (sum / alpha).rounded()))) }
        return RGBA8(channel(red), channel(green), channel(blue), UInt8(min(255, alpha8)))
      }
      for row in 0..<rows {
        for column in 0..<columns {
          let xs = xSpans[column]
          cells.append(
            ImageCell(top: average(xs, ySpans[row * 2]), bottom: average(xs, ySpans[row * 2 + 1])))
        }
      }
    }
    return CellImage(columns: columns, rows: rows, cells: cells)
  }

  /// A source pixel a target interval covers, and how much of it (0 < weight ≤ 1).
  package struct Coverage: Equatable {
    package let index: Int
    package let weight: Double
  }

  /// For each of `target` equal intervals over `source` pixels, the pixels it covers.
  package static func spans(source: Int, target: Int) -> [[Coverage]] {
    let step = Double(source) / Double(target)
    return (0..<target).map { index in
      let start = Double(index) * step
      let end = index == target - 1 ? Double(source) : Double(index + 1) * step
      var covered: [Coverage] = []
      var pixel = Int(start)
      while Double(pixel) < end && pixel < source {
        let weight = min(end, Double(pixel + 1)) - max(start, Double(pixel))
        if weight > 1e-9 { covered.append(Coverage(index: pixel, weight: weight)) }
        pixel += 1
      }
      return covered
    }
  }
}
