import Foundation
import Testing

@testable import DeclRender

@Suite struct SnapshotReportTests {
  static let red = CellStyle(foreground: .rgb(255, 0, 0), attributes: [.bold])
  static let blue = CellStyle(
    foreground: .ansi(15), background: .indexed(21), attributes: [.underline])

  /// "ab界" with a bold red "a", and "ax界" with an underlined "x" on palette blue.
  static func pair() -> (reference: SnapshotFiles, actual: SnapshotFiles) {
    var reference = CellCanvas(width: 6, height: 2)
    reference.put("a", width: 1, x: 0, y: 0, style: red, clip: reference.bounds)
    reference.put("b", width: 1, x: 1, y: 0, style: .plain, clip: reference.bounds)
    reference.put("界", width: 2, x: 2, y: 0, style: .plain, clip: reference.bounds)
    var actual = reference
    actual.put("x", width: 1, x: 1, y: 0, style: blue, clip: actual.bounds)
    return (SnapshotFiles(canvas: reference), SnapshotFiles(canvas: actual))
  }

  private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "decl-report-\(UUID().uuidString)")
  }

  @Test func screensReadBackFromTheirFilesCellByCell() {
    var canvas = CellCanvas(width: 5, height: 2)
    canvas.put("界", width: 2, x: 1, y: 0, style: Self.red, clip: canvas.bounds)
    canvas.put(
      "z", width: 1, x: 4, y: 1, style: CellStyle(attributes: [.dim, .inverse]),
      clip: canvas.bounds)
    let screen = SnapshotScreen(SnapshotFiles(canvas: canvas))
    #expect(screen.height == 2)
    #expect(screen[x: 0, y: 0] == .blank)
    #expect(screen[x: 1, y: 0] == .init(grapheme: "界", width: 2, style: Self.red))
    #expect(screen[x: 2, y: 0]?.width == 0)
    #expect(screen[x: 4, y: 1] == .init(grapheme: "z", width: 1, style: canvas[x: 4, y: 1].style))
    #expect(screen[x: 9, y: 0] == nil)
  }

  @Test func everyColourFormReadsBack() {
    for color in [CellColor.default, .ansi(3), .indexed(200), .rgb(1, 2, 254)] {
      let text = StyleMap.describe(color)
      #expect(SnapshotScreen.color(described: Substring(text)) == color)
    }
    #expect(
      SnapshotScreen.style(described: "fg ansi 1, bg #0A84FF, italic, strikethrough")
        == CellStyle(
          foreground: .ansi(1), background: .rgb(10, 132, 255),
          attributes: [.italic, .strikethrough]))
  }

  @Test func differingCellsAreOutlinedAndColoursKept() {
    let (reference, actual) = Self.pair()
    let html = SnapshotReport.section(
      suite: "demo", name: "pair", reference: reference, actual: actual,
      referencePath: "/x/pair.txt")
    #expect(html.contains("1 of 8 cells differ"))
    // The same red bold "a" on both sides, not marked.
    #expect(
      html.components(separatedBy: "<span style=\"color:#FF0000;font-weight:bold\">a<").count == 3)
    // "b" on the left and "x" on the right are outlined, with both cells in the tooltip.
    #expect(
      html.contains(
        "<span class=\"d\" title=\"this: 'b' plain | other: 'x' fg ansi 15, bg 256-colour 21,"
          + " underline\">b<"))
    #expect(
      html.contains(
        "<span class=\"d\" style=\"color:#FFFFFF;background:#0000FF;text-decoration:underline\""))
    // The wide grapheme takes two columns and is not marked.
    #expect(html.contains("<span class=\"w\">界</span>"))
    #expect(html.components(separatedBy: "class=\"d").count == 3)
  }

  @Test func inverseAndDimResolveToColours() {
    #expect(
      SnapshotReport.css(CellStyle(foreground: .rgb(255, 0, 0), attributes: [.inverse]))
        == "color:#1C1C1C;background:#FF0000")
    #expect(SnapshotReport.css(CellStyle(attributes: [.dim])) == "color:#787878")
    #expect(SnapshotReport.css(.plain) == "")
    #expect(SnapshotReport.escape("<a href=\"&\">") == "&lt;a href=&quot;&amp;&quot;&gt;")
  }

  @Test func aFailingVerifyWritesTheReportAndNamesIt() throws {
    let root = temporaryDirectory()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("Package.swift"))
    let verifier = SnapshotVerifier(
      suite: "demo", filePath: root.appendingPathComponent("Tests/T.swift").path, mode: .missing)
    let (reference, actual) = Self.pair()
    _ = verifier.verify(reference, named: "pair")
    let message = try #require(verifier.verify(actual, named: "pair"))
    let index = verifier.report.index.path
    #expect(message.contains("Side by side in colour: \(index)"))
    let page = try String(contentsOfFile: index, encoding: .utf8)
    #expect(page.contains("<h2>demo / pair</h2>"))
    #expect(!page.contains("<script"))
  }

  @Test func parallelFailuresEachGetASection() async throws {
    let report = SnapshotReport(directory: temporaryDirectory())
    let (reference, actual) = Self.pair()
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<16 {
        group.addTask {
          report.add(
            suite: "suite\(index)", name: "n", reference: reference, actual: actual,
            referencePath: "r")
        }
      }
    }
    let page = try String(contentsOf: report.index, encoding: .utf8)
    #expect(page.contains("Snapshot failures (16)"))
    for index in 0..<16 { #expect(page.contains("<h2>suite\(index) / n</h2>")) }
  }

  @Test func theReportDirectoryCanBeChosen() {
    let root = URL(fileURLWithPath: "/pkg")
    #expect(
      SnapshotReport(packageRoot: root, environment: [:]).index.path
        == "/pkg/.build/snapshot-report/index.html")
    #expect(
      SnapshotReport(packageRoot: root, environment: ["SNAPSHOT_REPORT_DIR": "/tmp/r"]).index.path
        == "/tmp/r/index.html")
  }

  /// Headless Chromium draws both screens: the report's outline colour and the red of the
  /// styled cell are in the screenshot. Skipped where no Chromium is installed (CI).
  @Test(.enabled(if: Self.chromiumPath != nil, "no Chromium installed: apt-get install chromium"))
  func aBrowserShowsBothScreensWithMarks() throws {
    let report = SnapshotReport(directory: temporaryDirectory())
    let (reference, actual) = Self.pair()
    report.add(
      suite: "demo", name: "pair", reference: reference, actual: actual, referencePath: "r")
    let png = report.directory.appendingPathComponent("shot.png")
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      package.appendingPathComponent("Scripts/snapshot-report-screenshot.sh").path,
      report.index.path, png.path,
    ]
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let image = try PNGDecoder.decode(Data(contentsOf: png))
    var colours = Set<UInt32>()
    var outline = 0
    var red = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let offset = (y * image.width + x) * 4
        let (r, g, b) = (image.pixels[offset], image.pixels[offset + 1], image.pixels[offset + 2])
        colours.insert(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b))
        if r == 0xFF, g == 0, b == 0xD4 { outline += 1 }
        if r > 200, g < 60, b < 60 { red += 1 }
      }
    }
    #expect(colours.count > 8, "the screenshot is blank")
    // Two outlined cells of at least 8 × 16 pixels' border each, and two red "a"s.
    #expect(outline > 40)
    #expect(red > 4)
  }

  static let chromiumPath: String? = ["chromium", "chromium-browser", "google-chrome"].lazy
    .compactMap { name in
      (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }.first
}
