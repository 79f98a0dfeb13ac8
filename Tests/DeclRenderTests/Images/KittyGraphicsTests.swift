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
  private static let picture: Data = {
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
    // Gone: removed.
    host.tap("Hide")
    #expect(host.canvas.images.isEmpty)
    #expect(commands(encoder.encode(host.canvas)) == ["a=d,d=i,i=\(id),p=\(moved.placementID),q=2"])
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
    #expect(covered == ["a=d,d=i,i=\(placement.imageID),p=\(placement.placementID),q=2"])
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
