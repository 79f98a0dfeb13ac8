import Foundation

/// A temporary folder laid out like an app's resources, removed when the test releases it.
final class AssetFolder {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("decl-assets-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// A bundle whose resources are this folder.
  var bundle: Bundle { Bundle(path: url.path)! }

  /// Writes `contents` at `path` inside the folder, creating folders on the way.
  func write(_ path: String, _ contents: Data) {
    let file = url.appendingPathComponent(path)
    try! FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try! contents.write(to: file)
  }

  func write(_ path: String, _ text: String) { write(path, Data(text.utf8)) }

  /// A colour set whose `colors` array is `entries` (JSON text).
  func colorSet(_ path: String, _ entries: String) {
    write(path + ".colorset/Contents.json", #"{"colors":[\#(entries)],"info":{"version":1}}"#)
  }

  /// One colour entry: components (JSON object text), colour space and appearance.
  static func color(
    _ components: String, space: String = "srgb", dark: Bool = false, extra: String = ""
  ) -> String {
    let appearances =
      dark ? #""appearances":[{"appearance":"luminosity","value":"dark"}],"# : ""
    return
      #"{\#(appearances)\#(extra)"color":{"color-space":"\#(space)","components":\#(components)},"idiom":"universal"}"#
  }

  /// A committed PNG fixture of the render tests (13 × 11 pixels).
  static func png(_ name: String = "c6-d8") -> Data {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("DeclRenderTests/Images/Fixtures")
    return try! Data(contentsOf: fixtures.appendingPathComponent(name + ".png"))
  }
}
