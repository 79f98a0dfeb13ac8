import Decl
import DeclTesting
import Testing

@testable import DeclRender
@testable import Examples

/// The gallery's "Drawing" section: every shape, the shape styles, clipping and an image, in
/// points as iOS code writes them.
@MainActor
@Suite struct DrawingGalleryTests {
  private func screen(_ id: String) -> TestHost {
    let example = ExampleCatalog.example(id: id)!
    return TestHost(width: 80, height: 24) { example.makeView([]) }
  }

  private func color(_ color: Color) -> CellColor? {
    StyleResolver(environment: EnvironmentValues()).cellColor(color)
  }

  @Test func everyDrawingScreenIsInTheGallery() {
    let ids = ExampleCatalog.all.filter { $0.seed == DrawingExamples.seed.id }.map(\.id)
    #expect(ids == ["drawing-shapes", "drawing-styles", "drawing-clips", "drawing-images"])
    let host = TestHost(width: 80, height: 300) { GalleryView() }
    #expect(host.screen.contains("DRAWING · SHAPES, STYLES AND IMAGES"))
    for id in ids { #expect(host.screen.contains(id)) }
  }

  /// A 96 × 48-point rectangle is a block of 12 × 3 blue cells; the triangle is narrow at the
  /// top and wide at the bottom; a 2-point circle stroke is an outline with an empty middle.
  @Test func shapesKeepTheirProportions() throws {
    let host = screen("drawing-shapes")
    assertSnapshot(host, named: "initial", suite: "drawing-shapes")
    let label = try #require(host.frame(ofText: "Rectangle"))
    // The swatch is centred over its 13-column caption box: 12 columns from its left edge.
    let blue = color(.blue)
    let painted = (0..<80).filter { host.canvas[x: $0, y: label.minY - 1].style.background == blue }
    #expect(painted.count == 12)
    #expect(
      (label.minY - 3..<label.minY).allSatisfy { y in
        painted.allSatisfy { host.canvas[x: $0, y: y].style.background == blue }
      })
    #expect(host.canvas[x: painted[0], y: label.minY - 4].style.background != blue)

    let triangle = try #require(host.frame(ofText: "Triangle"))
    let yellow = color(.yellow)
    let widths = (triangle.minY - 3..<triangle.minY).map { y in
      (0..<80).filter { host.canvas[x: $0, y: y].style.background == yellow }.count
    }
    #expect(widths[0] < widths[1] && widths[1] < widths[2])

    let ring = try #require(host.frame(ofText: "Circle stroke"))
    let middle = host.canvas[x: ring.minX + ring.width / 2, y: ring.minY - 2]
    #expect(middle.grapheme == " ")
    let outline = (ring.minX..<ring.maxX).map { host.canvas[x: $0, y: ring.minY - 3] }
    #expect(outline.contains { $0.style.foreground == color(.red) && $0.grapheme != " " })
  }

  /// Gradients change colour across their cells; materials paint behind their text.
  @Test func stylesFadeAcrossTheirCells() throws {
    let host = screen("drawing-styles")
    assertSnapshot(host, named: "initial", suite: "drawing-styles")
    for name in ["Linear", "Radial"] {
      let label = try #require(host.frame(ofText: name))
      let row = (label.minX - 3..<label.maxX + 3).map {
        host.canvas[x: $0, y: label.minY - 2].style.background
      }
      #expect(Set(row.map { "\($0)" }).count >= 4, "\(name)")
    }
    // A radial gradient is the same colour at the same distance from its centre.
    let radial = try #require(host.frame(ofText: "Radial"))
    let centre = radial.minX + radial.width / 2
    let y = radial.minY - 2
    #expect(
      host.canvas[x: centre - 3, y: y].style.background
        == host.canvas[x: centre + 2, y: y].style.background
        || host.canvas[x: centre - 2, y: y].style.background
          == host.canvas[x: centre + 3, y: y].style.background
    )
    let chip = try #require(host.frame(ofText: "regular"))
    let behind = host.canvas[x: chip.minX - 3, y: chip.minY].style.background
    #expect(host.canvas[x: chip.minX, y: chip.minY].style.background != behind)
  }

  /// `Text("Tag").padding(.horizontal).background(.green).clipShape(Capsule())` shows the text
  /// on green; a circle clip keeps its square's corners empty.
  @Test func clipsKeepTheirShapes() throws {
    let host = screen("drawing-clips")
    assertSnapshot(host, named: "initial", suite: "drawing-clips")
    let tag = try #require(host.frame(ofText: "Tag"))
    #expect(host.canvas[x: tag.minX, y: tag.minY].style.background == color(.green))
    #expect(host.canvas[x: tag.minX - 1, y: tag.minY].style.background == color(.green))
    #expect(host.screen.contains("clipped…"))
  }

  /// The PNG asset loads from the module's bundle and is drawn two pixels a cell.
  @Test func theAssetIsDrawnInHalfBlocks() throws {
    let host = screen("drawing-images")
    assertSnapshot(host, named: "initial", suite: "drawing-images")
    #expect(!host.screen.contains("□"))
    let caption = try #require(host.frame(ofText: "at its size"))
    // 48 × 32 pixels at their size in points: 6 columns and 2 rows above the caption.
    let image = (caption.minY - 2..<caption.minY).flatMap { y in
      (0..<80).filter { host.canvas[x: $0, y: y].grapheme == "▀" }
        .filter { $0 < caption.maxX }
    }
    #expect(image.count == 12)
    #expect(host.screen.contains("★ star.fill"))
  }
}
