import Testing

@testable import DeclCanvas
@testable import DeclRender

struct CellImageScalerTests {
  /// An image from RGBA8 pixels given row by row.
  private func image(_ width: Int, _ height: Int, _ pixels: [RGBA8]) -> PixelImage {
    PixelImage(
      width: width, height: height,
      pixels: pixels.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
  }

  private let red = RGBA8(255, 0, 0)
  private let blue = RGBA8(0, 0, 255)
  private let clear = RGBA8(0, 0, 0, 0)

  @Test func oneCellPerTwoStackedPixelsAtNativeSize() {
    let pixels = (0..<8).map { RGBA8(UInt8($0 * 10), 0, 0) }
    let cells = CellImageScaler.scale(image(2, 4, pixels), columns: 2, rows: 2)
    #expect(cells.columns == 2 && cells.rows == 2)
    #expect(cells[0, 0] == ImageCell(top: pixels[0], bottom: pixels[2]))
    #expect(cells[1, 0] == ImageCell(top: pixels[1], bottom: pixels[3]))
    #expect(cells[0, 1] == ImageCell(top: pixels[4], bottom: pixels[6]))
    #expect(cells[1, 1] == ImageCell(top: pixels[5], bottom: pixels[7]))
  }

  @Test func shrinkingAveragesTheCoveredPixels() {
    // Top half red, bottom half blue, shrunk to one cell: each half keeps its colour.
    let halves = image(2, 4, [red, red, red, red, blue, blue, blue, blue])
    #expect(
      CellImageScaler.scale(halves, columns: 1, rows: 1)[0, 0] == ImageCell(top: red, bottom: blue))
    // Left red, right blue: every half mixes them equally.
    let sides = image(2, 2, [red, blue, red, blue])
    let mixed = RGBA8(128, 0, 128)
    #expect(
      CellImageScaler.scale(sides, columns: 1, rows: 1)[0, 0]
        == ImageCell(top: mixed, bottom: mixed))
  }

  @Test func partialCoverageIsWeightedByArea() {
    // Three pixels into two columns: the first column covers pixel 0 and half of pixel 1.
    let row = image(
      3, 2,
      [
        RGBA8(0, 0, 0), RGBA8(90, 0, 0), RGBA8(180, 0, 0),
        RGBA8(0, 0, 0), RGBA8(90, 0, 0), RGBA8(180, 0, 0),
      ])
    let cells = CellImageScaler.scale(row, columns: 2, rows: 1)
    #expect(cells[0, 0].top == RGBA8(30, 0, 0))  // (0 · 1 + 90 · 0.5) / 1.5
    #expect(cells[1, 0].top == RGBA8(150, 0, 0))  // (90 · 0.5 + 180 · 1) / 1.5
  }

  /// Premultiplied averaging: transparent pixels lower the alpha, not the colour.
  @Test func transparentPixelsDoNotDarken() {
    let cells = CellImageScaler.scale(image(2, 2, [red, clear, red, clear]), columns: 1, rows: 1)
    #expect(cells[0, 0].top == RGBA8(255, 0, 0, 128))
    let halfRed = RGBA8(255, 0, 0, 128)
    let mix = CellImageScaler.scale(
      image(2, 2, [halfRed, blue, halfRed, blue]), columns: 1, rows: 1)
    // Red counts half as much as blue: (255 · 128) / (128 + 255) ≈ 85.
    #expect(mix[0, 0].top == RGBA8(85, 0, 170, 192))
  }

  @Test func fullyTransparentHalvesHaveNoColour() {
    let cells = CellImageScaler.scale(image(1, 2, [clear, red]), columns: 1, rows: 1)
    #expect(cells[0, 0] == ImageCell(top: nil, bottom: red))
    // An alpha that averages below one step rounds to nothing as well.
    let faint = image(4, 2, [RGBA8(9, 9, 9, 1), clear, clear, clear, clear, clear, clear, clear])
    #expect(
      CellImageScaler.scale(faint, columns: 1, rows: 1)[0, 0] == ImageCell(top: nil, bottom: nil))
  }

  @Test func enlargingRepeatsPixels() {
    let cells = CellImageScaler.scale(image(1, 1, [blue]), columns: 3, rows: 2)
    #expect(cells.cells.count == 6)
    #expect(cells.cells.allSatisfy { $0 == ImageCell(top: blue, bottom: blue) })
    // Three pixels over four half-cells of ¾ pixel: the middle two straddle two pixels.
    let cells2 = CellImageScaler.scale(image(1, 3, [red, blue, red]), columns: 1, rows: 2)
    #expect(cells2[0, 0] == ImageCell(top: red, bottom: RGBA8(85, 0, 170)))
    #expect(cells2[0, 1] == ImageCell(top: RGBA8(85, 0, 170), bottom: red))
  }

  @Test func emptySizesGiveNoCells() {
    let one = image(1, 1, [red])
    #expect(CellImageScaler.scale(one, columns: 0, rows: 5).cells.isEmpty)
    #expect(CellImageScaler.scale(one, columns: 3, rows: -1).cells.isEmpty)
    let empty = PixelImage(width: 0, height: 0, pixels: [])
    let cells = CellImageScaler.scale(empty, columns: 2, rows: 1)
    #expect(cells.cells == [ImageCell(top: nil, bottom: nil), ImageCell(top: nil, bottom: nil)])
  }

  @Test func spansCoverTheSourceExactlyOnce() {
    for (source, target) in [(7, 3), (3, 7), (512, 40), (1, 1), (5, 5)] {
      let spans = CellImageScaler.spans(source: source, target: target)
      var coverage = [Double](repeating: 0, count: source)
      for span in spans {
        for covered in span { coverage[covered.index] += covered.weight }
        let total = span.reduce(0) { $0 + $1.weight }
        #expect(abs(total - Double(source) / Double(target)) < 1e-9)
      }
      #expect(coverage.allSatisfy { abs($0 - 1) < 1e-9 }, "\(source) → \(target)")
    }
  }

  @Test func compositingOverABackground() {
    #expect(RGBA8(255, 0, 0, 255).composited(over: (0, 0, 255)) == (255, 0, 0))
    #expect(RGBA8(255, 0, 0, 0).composited(over: (0, 0, 255)) == (0, 0, 255))
    #expect(RGBA8(255, 0, 0, 128).composited(over: (0, 0, 0)) == (128, 0, 0))
    #expect(RGBA8(255, 0, 16, 64).description == "#FF001040")
  }
}
