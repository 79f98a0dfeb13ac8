import Decl
import Foundation
import Testing

@testable import DeclRender

/// `Image` views with real bitmaps: PNG files found by name beside a bundle, drawn two pixels a
/// cell, sized in points unless resizable, and fitted by `aspectRatio`.
@MainActor
@Suite struct ImageViewTests {
  private static let red: [UInt8] = [255, 0, 0, 255]
  private static let blue: [UInt8] = [0, 0, 255, 255]
  private static let clear: [UInt8] = [0, 0, 0, 0]

  /// A directory holding `files` (name → bytes), as a bundle.
  private func bundle(_ files: [String: [UInt8]]) throws -> Bundle {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("decl-image-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    for (name, bytes) in files {
      try Data(bytes).write(to: directory.appendingPathComponent(name))
    }
    return try #require(Bundle(path: directory.path))
  }

  /// A PNG of `width` pixels a row whose rows are `pixels` (each a row of RGBA pixels).
  private func png(_ pixels: [[[UInt8]]]) -> [UInt8] {
    let rows = pixels.flatMap { [0] + $0.joined() }
    return PNGTestFile.rgba(width: pixels[0].count, height: pixels.count, rows: rows)
  }

  /// An image `width × height` pixels whose top half is red and bottom half blue.
  private func redOverBlue(width: Int, height: Int) -> [UInt8] {
    png(
      (0..<height).map { y in Array(repeating: y < height / 2 ? Self.red : Self.blue, count: width)
      }
    )
  }

  private func paintedCells(_ host: TestHost) -> [(x: Int, y: Int)] {
    (0..<host.canvas.height).flatMap { y in
      (0..<host.canvas.width).compactMap { x in
        host.canvas[x: x, y: y].grapheme == "▀" || host.canvas[x: x, y: y].grapheme == "▄"
          ? (x: x, y: y) : nil
      }
    }
  }

  @Test func aPNGCellShowsItsTopPixelOverItsBottomOne() throws {
    let bundle = try bundle(["swatch.png": redOverBlue(width: 2, height: 2)])
    let host = TestHost(width: 5, height: 3) { Image("swatch", bundle: bundle) }
    // Two pixels are less than a cell: the image takes one cell, red over blue.
    let cell = host.canvas[x: 2, y: 1]
    #expect(cell.grapheme == "▀")
    #expect(cell.style.foreground == .rgb(255, 0, 0))
    #expect(cell.style.background == .rgb(0, 0, 255))
    #expect(paintedCells(host).count == 1)
    #expect(host.stats.warnings.isEmpty)
  }

  @Test func anImageThatIsNotResizableTakesItsSizeInPoints() throws {
    // 64 × 64 pixels at 1× are 64 × 64 points: 8 columns by 4 rows.
    let bundle = try bundle(["square.png": redOverBlue(width: 64, height: 64)])
    let host = TestHost(width: 40, height: 10) { Image("square", bundle: bundle) }
    let cells = paintedCells(host)
    #expect(cells.count == 32)
    #expect(Set(cells.map(\.x)).count == 8)
    #expect(Set(cells.map(\.y)).count == 4)
    // The top two rows are red, the bottom two blue.
    let top = cells.map(\.y).min()!
    #expect(host.canvas[x: cells[0].x, y: top].style.foreground == .rgb(255, 0, 0))
    #expect(host.canvas[x: cells[0].x, y: top + 3].style.foreground == .rgb(0, 0, 255))
  }

  @Test func aResizableImageFillsItsFrame() throws {
    let bundle = try bundle(["swatch.png": redOverBlue(width: 2, height: 2)])
    let host = TestHost(width: 20, height: 6) {
      Image("swatch", bundle: bundle).resizable().frame(width: 80, height: 64)
    }
    // 80 × 64 points are 10 × 4 cells, all painted: red rows over blue rows.
    let cells = paintedCells(host)
    #expect(cells.count == 40)
    let top = cells.map(\.y).min()!
    let left = cells.map(\.x).min()!
    #expect(host.canvas[x: left, y: top].style.foreground == .rgb(255, 0, 0))
    #expect(host.canvas[x: left, y: top + 3].style.background == .rgb(0, 0, 255))
  }

  @Test func scaledToFitKeepsTheImageShapeInsideTheSpace() throws {
    // 4 × 2 pixels: four columns for each row.
    let bundle = try bundle(["wide.png": redOverBlue(width: 4, height: 2)])
    let host = TestHost(width: 40, height: 5) {
      Image("wide", bundle: bundle).resizable().scaledToFit()
    }
    let cells = paintedCells(host)
    // The height decides: 5 rows, so 20 columns, centred.
    #expect(cells.count == 100)
    #expect(cells.map(\.x).min() == 10)
    #expect(cells.map(\.x).max() == 29)
  }

  @Test func aspectRatioInPointsIsTwiceAsManyColumnsAsRows() throws {
    let bundle = try bundle(["swatch.png": redOverBlue(width: 2, height: 2)])
    let host = TestHost(width: 40, height: 6) {
      // 1:1 in points is 2 columns per row: 6 rows give 12 columns.
      Image("swatch", bundle: bundle).resizable().aspectRatio(1, contentMode: .fit)
    }
    let cells = paintedCells(host)
    #expect(Set(cells.map(\.x)).count == 12)
    #expect(Set(cells.map(\.y)).count == 6)
  }

  @Test func scaledToFillCoversTheFrameAndClippedCutsTheRest() throws {
    let bundle = try bundle(["wide.png": redOverBlue(width: 4, height: 2)])
    let host = TestHost(width: 30, height: 8) {
      VStack(spacing: 0) {
        Image("wide", bundle: bundle).resizable().scaledToFill()
          .frame(width: 80, height: 64).clipped()
        Text("below")
      }
    }
    // The fill is 16 × 4 cells; clipped to the 10 × 4 frame, centred.
    let cells = paintedCells(host)
    #expect(cells.count == 40)
    #expect(cells.map(\.x).min() == 10)
    #expect(host.frame(ofText: "below")?.minY == cells.map(\.y).max()! + 1)
  }

  @Test func aTransparentPixelKeepsTheBackgroundBehindIt() throws {
    let bundle = try bundle(["dot.png": png([[Self.clear], [Self.red]])])
    let host = TestHost(width: 3, height: 1) {
      Image("dot", bundle: bundle).background(Color(red: 0, green: 1, blue: 0))
    }
    let cell = host.canvas[x: 1, y: 0]
    #expect(cell.grapheme == "▄")
    #expect(cell.style.foreground == .rgb(255, 0, 0))
    #expect(cell.style.background == .rgb(0, 255, 0))
  }

  @Test func aMissingImageIsAPlaceholderReportedOnce() async throws {
    let bundle = try bundle([:])
    final class Model: ObservableObject { @Published var count = 0 }
    let model = Model()
    let host = TestHost(width: 20, height: 3) {
      ModelView(model: model, bundle: bundle)
    }
    #expect(host.screen.contains("□ 0"))
    model.count = 1
    await host.settle()
    #expect(host.screen.contains("□ 1"))
    #expect(host.stats.warnings.count == 1)
    #expect(host.stats.warnings.first?.contains("no image named \"gone\"") == true)

    struct ModelView: View {
      @ObservedObject var model: Model
      let bundle: Bundle
      var body: some View {
        HStack {
          Image("gone", bundle: bundle)
          Text("\(model.count)")
        }
      }
    }
  }

  @Test func aCorruptFileIsAPlaceholderThatSaysWhy() throws {
    var bytes = redOverBlue(width: 4, height: 4)
    bytes[bytes.count / 2] ^= 0xFF
    let bundle = try bundle(["broken.png": bytes, "short.png": Array(bytes.prefix(12))])
    let host = TestHost(width: 20, height: 3) {
      HStack {
        Image("broken", bundle: bundle)
        Image("short", bundle: bundle)
      }
    }
    #expect(host.screen.contains("□ □"))
    #expect(host.stats.warnings.count == 2)
  }

  @Test func imageDataDrawsLikeAnAsset() {
    let host = TestHost(width: 3, height: 1) {
      Image(data: Data(redOverBlue(width: 2, height: 2)))
    }
    #expect(host.canvas[x: 1, y: 0].style.foreground == .rgb(255, 0, 0))
    #expect(host.canvas[x: 1, y: 0].style.background == .rgb(0, 0, 255))
  }

  /// `Image(systemName: "")` (a tile with no mark yet) draws nothing and takes no space; a
  /// name SF Symbols does not have shows `⍰`, not the missing asset's `□`.
  @Test func anEmptySymbolNameDrawsNothing() {
    let host = TestHost(width: 5, height: 3) {
      VStack(spacing: 0) {
        Text("a")
        Image(systemName: "")
        Text("b")
        Image(systemName: "no.such.symbol")
      }
    }
    #expect(host.screen == "  a\n  b\n  ⍰")
  }
}
