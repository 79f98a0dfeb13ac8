import Decl
import Foundation
import Testing

@testable import DeclRender

/// `AsyncImage` in its three forms: the image arrives after the placeholder, a failure shows
/// the failure phase, and a new URL loads again.
@MainActor
@Suite struct AsyncImageTests {
  /// A PNG of 2 × 2 pixels, red over blue, written to a temporary file.
  private func pngFile(_ bytes: [UInt8]? = nil) throws -> URL {
    let red: [UInt8] = [255, 0, 0, 255]
    let blue: [UInt8] = [0, 0, 255, 255]
    let rows: [UInt8] = [0] + red + red + [0] + blue + blue
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("decl-async-\(UUID().uuidString).png")
    try Data(bytes ?? PNGTestFile.rgba(width: 2, height: 2, rows: rows)).write(to: url)
    return url
  }

  @Test func thePlaceholderShowsUntilTheImageLoads() async throws {
    let url = try pngFile()
    let host = TestHost(width: 12, height: 3) {
      AsyncImage(url: url) { image in
        image.resizable()
      } placeholder: {
        Text("wait")
      }
      .frame(width: 32, height: 32)
    }
    #expect(host.screen.contains("wait"))
    await host.settle()
    #expect(!host.screen.contains("wait"))
    // 32 × 32 points are 4 × 2 cells of red over blue: the top row red, the bottom row blue.
    let top = try #require(
      (0..<3).first { host.canvas[x: 4, y: $0].style.foreground == .rgb(255, 0, 0) })
    #expect(host.canvas[x: 4, y: top].grapheme == "▀")
    #expect(host.canvas[x: 4, y: top + 1].style.background == .rgb(0, 0, 255))
  }

  @Test func thePhaseFormSeesEachPhase() async throws {
    let good = try pngFile()
    let notPNG = try pngFile(Array("GIF89a, not a PNG".utf8))
    let missing = URL(fileURLWithPath: "/nonexistent/decl/icon.png")
    for (url, expected) in [(good, "image"), (notPNG, "failed: 17 bytes"), (missing, "failed")] {
      let host = TestHost(width: 40, height: 2) {
        AsyncImage(url: url) { phase in
          switch phase {
          case .empty: Text("empty")
          case .success: Text("image")
          case .failure(let error): Text("failed: \(String(describing: error))")
          @unknown default: Text("unknown")
          }
        }
      }
      #expect(host.screen.contains("empty"))
      await host.settle()
      #expect(host.screen.contains(expected), "\(url)")
    }
  }

  @Test func aServerThatCannotBeReachedIsAFailure() async {
    // Port 9 on the loopback address refuses the connection at once.
    let host = TestHost(width: 30, height: 2) {
      AsyncImage(url: URL(string: "http://127.0.0.1:9/icon.png")) { phase in
        Text(phase.error == nil ? (phase.image == nil ? "empty" : "image") : "error")
      }
    }
    await host.settle()
    #expect(host.screen.contains("error"))
  }

  @Test func theDefaultFormFillsTheSpaceWithGreyThenShowsTheImageAtItsSize() async throws {
    let url = try pngFile()
    let host = TestHost(width: 6, height: 3) { AsyncImage(url: url) }
    // The placeholder fills all 18 cells with one background colour.
    let fill = host.canvas[x: 0, y: 0].style.background
    #expect(fill != CellStyle.plain.background)
    #expect(
      (0..<3).allSatisfy { y in
        (0..<6).allSatisfy { host.canvas[x: $0, y: y].style.background == fill }
      })
    await host.settle()
    // 2 × 2 pixels are 2 × 2 points, one cell: centred, half a column left of the middle.
    #expect(host.canvas[x: 2, y: 1].grapheme == "▀")
    #expect(host.canvas[x: 2, y: 1].style.foreground == .rgb(255, 0, 0))
    #expect(host.canvas[x: 0, y: 0].style.background == CellStyle.plain.background)
  }

  @Test func aNewURLLoadsAgainAndNilStaysEmpty() async throws {
    final class Model: ObservableObject { @Published var url: URL? }
    struct Viewer: View {
      @ObservedObject var model: Model
      var body: some View {
        AsyncImage(url: model.url) { phase in
          Text(phase.image != nil ? "image" : phase.error != nil ? "error" : "empty")
        }
      }
    }
    let model = Model()
    let host = TestHost(width: 20, height: 2) { Viewer(model: model) }
    await host.settle()
    #expect(host.screen.contains("empty"))
    model.url = try pngFile()
    await host.settle()
    #expect(host.screen.contains("image"))
    model.url = URL(fileURLWithPath: "/nonexistent/decl.png")
    await host.settle()
    #expect(host.screen.contains("error"))
  }
}
