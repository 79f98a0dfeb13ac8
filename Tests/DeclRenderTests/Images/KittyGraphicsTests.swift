import Decl
import DeclTesting
import Foundation
import Testing

@testable import DeclRender

/// Images as real pixels with the kitty graphics protocol: the bytes the encoder writes as an
/// image appears, stays, moves, scrolls, is covered by a sheet and disappears.
@MainActor
struct KittyGraphicsTests {
  /// A 16×32-pixel PNG (2 columns, 2 rows at 8×16 points a cell): red on top, blue below.
  static let picture: Data = {
    let red: [UInt8] = [255, 0, 0, 255]
    let blue: [UInt8] = [0, 0, 255, 255]
    var rows: [UInt8] = []
    for y in 0..<32 {
      rows.append(0)
      for _ in 0..<16 { rows += y < 16 ? red : blue }
    }
    return Data(PNGTestFile.rgba(width: 16, height: 32, rows: rows))
  }()

  private struct Screen: View {
    @State private var shown = true
    @State private var offset = 0
    @State private var sheet = false

    var body: some View {
      VStack(alignment: .leading) {
        Button("Hide") { shown.toggle() }
        Button("Move") { offset += 3 }
        Button("Sheet") { sheet = true }
        if shown {
          Image(data: KittyGraphicsTests.picture).padding(.leading, CGFloat(offset * 8))
        }
      }
      .sheet(isPresented: $sheet) { Text("A sheet over everything").frame(maxWidth: .infinity) }
    }
  }

  private func commands(_ bytes: [UInt8]) -> [String] {
    var model = TerminalModel(width: 40, height: 12)
    model.feed(bytes)
    #expect(model.unknownSequences.isEmpty)
    return model.graphicsCommands
  }

  @Test func anImageIsSentOncePlacedOverItsCellsAndRemovedWhenItGoes() throws {
    let host = TestHost(width: 40, height: 12) { Screen() }
    let encoder = FrameEncoder()
    encoder.kittyGraphics = true
    let placement = try #require(host.canvas.images.first)
    #expect(placement.visible.size == Size(width: 2, height: 2))
    let first = commands(encoder.encode(host.canvas))
    let id = placement.imageID
    #expect(first.count == 2)
    #expect(first.first?.hasPrefix("a=t,f=32,s=16,v=32,i=\(id),q=2,m=0;") == true)
    #expect(
      first.last == "a=p,i=\(id),p=\(placement.placementID),c=2,r=2,x=0,y=0,w=16,h=32,C=1,q=2")
    // The half-block cells stay beneath, for terminals without graphics.
    #expect(host.canvas[x: placement.visible.minX, y: placement.visible.minY].grapheme == "▀")
    // Nothing changed: nothing is sent, the image least of all.
    #expect(encoder.encode(host.canvas).isEmpty)
    // Moved: the old placement is removed and the image placed again, not sent again.
    host.tap("Move")
    let moved = try #require(host.canvas.images.first)
    let afterMove = commands(encoder.encode(host.canvas))
    #expect(
      afterMove == [
        "a=d,d=i,i=\(id),p=\(placement.placementID),q=2",
        "a=p,i=\(id),p=\(moved.placementID),c=2,r=2,x=0,y=0,w=16,h=32,C=1,q=2",
      ])
    // Gone: the image is freed in the terminal (`d=I`), its placement with it.
    host.tap("Hide")
    #expect(host.canvas.images.isEmpty)
    #expect(commands(encoder.encode(host.canvas)) == ["a=d,d=I,i=\(id),q=2"])
    // Shown again: sent again, then placed.
    host.tap("Hide")
    let again = commands(encoder.encode(host.canvas))
    #expect(again.count == 2 && again.first?.hasPrefix("a=t,f=32,s=16,v=32,i=\(id),") == true)
    #expect(encoder.encode(host.canvas).isEmpty)
  }

  @Test func aRepaintFreesImagesNoLongerShownAndKeepsTheOthers() throws {
    let host = TestHost(width: 40, height: 12) { Screen() }
    let encoder = FrameEncoder()
    encoder.kittyGraphics = true
    let id = try #require(host.canvas.images.first).imageID
    _ = encoder.encode(host.canvas)
    // A repaint (a resize) of the same screen removes the placements and places the image
    // again from the terminal's copy: not sent again.
    encoder.invalidate()
    let repainted = commands(encoder.encode(host.canvas))
    #expect(repainted.first == "a=d,d=a,q=2")
    #expect(!repainted.contains { $0.hasPrefix("a=t") || $0.contains("d=I") })
    // A repaint without the image frees it.
    host.tap("Hide")
    encoder.invalidate()
    #expect(commands(encoder.encode(host.canvas)) == ["a=d,d=a,q=2", "a=d,d=I,i=\(id),q=2"])
  }

  @Test func aSheetOverTheImageRemovesItsPlacement() throws {
    let host = TestHost(width: 40, height: 12) { Screen() }
    let encoder = FrameEncoder()
    encoder.kittyGraphics = true
    let placement = try #require(host.canvas.images.first)
    _ = encoder.encode(host.canvas)
    host.tap("Sheet")
    #expect(host.screen.contains("A sheet over everything"))
    #expect(host.canvas.images.isEmpty, "the sheet covers the image: its pixels must go")
    let covered = commands(encoder.encode(host.canvas))
    #expect(covered == ["a=d,d=I,i=\(placement.imageID),q=2"])
  }

  @Test func aScrolledImageShowsOnlyItsVisiblePixels() throws {
    let host = TestHost(width: 20, height: 3) {
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          Text("line 1")
          Text("line 2")
          Image(data: KittyGraphicsTests.picture)
        }
      }
    }
    let encoder = FrameEncoder()
    encoder.kittyGraphics = true
    let placement = try #require(host.canvas.images.first)
    // The screen is 3 rows: two lines and the image's top row show, its bottom row does not.
    #expect(placement.frame.height == 2 && placement.visible.height == 1)
    let placed = try #require(commands(encoder.encode(host.canvas)).last)
    #expect(placed.contains("c=2,r=1,x=0,y=0,w=16,h=16,"))
  }

  @Test func withoutKittyGraphicsNoGraphicsAreWritten() {
    let host = TestHost(width: 40, height: 12) { Screen() }
    #expect(commands(FrameEncoder().encode(host.canvas)).isEmpty)
  }
}

/// Images as sixel graphics, for terminals without the kitty protocol (xterm `-ti vt340`).
@MainActor
struct SixelGraphicsTests {
  private struct Screen: View {
    @State private var shown = true

    var body: some View {
      VStack(alignment: .leading) {
        Button("Hide") { shown.toggle() }
        if shown { Image(data: KittyGraphicsTests.picture) }
        Text("below")
      }
    }
  }

  @Test func anImageIsWrittenOnceAsSixelsAndItsCellsAgainWhenItGoes() throws {
    let host = TestHost(width: 20, height: 6) { Screen() }
    let encoder = FrameEncoder()
    encoder.sixelGraphics = true
    encoder.cellPixelSize = Size(width: 8, height: 16)
    let placement = try #require(host.canvas.images.first)
    var model = TerminalModel(width: 20, height: 6)
    let first = encoder.encode(host.canvas)
    model.feed(first)
    #expect(model.unknownSequences.isEmpty)
    #expect(model.sixelImages.count == 1)
    #expect(
      model.sixelImages.first?.at == Point(x: placement.visible.minX, y: placement.visible.minY))
    // 2×2 cells of 8×16 pixels: 16×32 pixels, red (cube 180) over blue (cube 5).
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("\u{1B}P0;1;0q\"1;1;16;32#180;2;100;0;0#5;2;0;0;100"))
    #expect(encoder.encode(host.canvas).isEmpty, "an unchanged image is not sent again")
    host.tap("Hide")
    let hidden = encoder.encode(host.canvas)
    model.feed(hidden)
    #expect(!String(decoding: hidden, as: UTF8.self).contains("\u{1B}P"))
    // The cells the image covered are written again (the text moved up into them).
    #expect(model.canvas() == host.canvas)
  }

  @Test func anImageOnTheLastRowStaysInHalfBlocks() {
    let host = TestHost(width: 20, height: 3) {
      VStack(alignment: .leading, spacing: 0) {
        Text("above")
        Image(data: KittyGraphicsTests.picture)
      }
    }
    let encoder = FrameEncoder()
    encoder.sixelGraphics = true
    let text = String(decoding: encoder.encode(host.canvas), as: UTF8.self)
    #expect(!text.contains("\u{1B}P"), "a sixel image on the last row would scroll the screen")
    #expect(text.contains("▀"))
  }
}
