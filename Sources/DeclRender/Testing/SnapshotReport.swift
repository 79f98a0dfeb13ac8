import DeclCanvas
import Foundation

/// An HTML page of failed snapshots: for each, the reference and the actual screen side by
/// side in their colours, with the cells that differ outlined. One self-contained file (inline
/// CSS, no scripts or fonts from elsewhere), `index.html` in `directory`.
///
/// Each failure is written as its own section file under `sections/`, then the page is rebuilt
/// from all of them under a lock, so suites failing in parallel add sections safely. The first
/// failure of a test process clears the sections a previous run left.
public struct SnapshotReport: Sendable {
  /// Where `index.html` and its `sections/` go.
  public var directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  /// `SNAPSHOT_REPORT_DIR` if set, else `<package>/.build/snapshot-report`.
  public init(
    packageRoot: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    if let path = environment["SNAPSHOT_REPORT_DIR"], !path.isEmpty {
      directory = URL(fileURLWithPath: path)
    } else {
      directory = packageRoot.appendingPathComponent(".build/snapshot-report")
    }
  }

  /// The page's file.
  public var index: URL { directory.appendingPathComponent("index.html") }

  /// Adds a failed snapshot's section and rewrites the page; returns the page's URL.
  @discardableResult
  public func add(
    suite: String, name: String, reference: SnapshotFiles, actual: SnapshotFiles,
    referencePath: String
  ) -> URL {
    let section = Self.section(
      suite: suite, name: name, reference: reference, actual: actual,
      referencePath: referencePath)
    let sections = directory.appendingPathComponent("sections")
    Self.state.withLock { state in
      let manager = FileManager.default
      if !state.cleared.contains(directory.path) {
        try? manager.removeItem(at: sections)
        state.cleared.insert(directory.path)
      }
      try? manager.createDirectory(at: sections, withIntermediateDirectories: true)
      state.count += 1
      let file = String(format: "%05d-", state.count) + Self.fileName(suite + "--" + name)
      try? section.write(
        to: sections.appendingPathComponent(file + ".html"), atomically: true, encoding: .utf8)
      let names = ((try? manager.contentsOfDirectory(atPath: sections.path)) ?? [])
        .filter { $0.hasSuffix(".html") }.sorted()
      let bodies = names.compactMap {
        try? String(contentsOf: sections.appendingPathComponent($0), encoding: .utf8)
      }
      try? Self.page(sections: bodies).write(to: index, atomically: true, encoding: .utf8)
    }
    return index
  }

  // MARK: HTML

  /// The whole page around the given sections.
  static func page(sections: [String]) -> String {
    """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>Snapshot failures</title>
    <style>
    body { font-family: system-ui, sans-serif; background: #f4f4f4; color: #222; margin: 24px; }
    h1 { font-size: 20px; } h2 { font-size: 16px; margin: 0 0 4px; }
    section { background: #fff; border: 1px solid #ccc; padding: 12px; margin-bottom: 24px; }
    .pair { display: flex; gap: 24px; flex-wrap: wrap; align-items: flex-start; }
    figure { margin: 0; } figcaption { font-weight: 600; margin-bottom: 4px; }
    .screen { font: 15px/18px monospace; background: \(Self.hex(Self.defaultBackground));
      padding: 4px; display: inline-block; white-space: pre; }
    .screen div { height: 18px; }
    .screen span { display: inline-block; width: 1ch; height: 18px; vertical-align: top; }
    .screen span.w { width: 2ch; }
    .screen span.d { outline: 2px solid #ff00d4; outline-offset: -2px; position: relative; }
    .legend .d { outline: 2px solid #ff00d4; padding: 0 4px; }
    .meta { color: #555; font-size: 13px; margin: 0 0 8px; }
    </style></head><body>
    <h1>Snapshot failures (\(sections.count))</h1>
    <p class="meta">Reference on the left, actual on the right; <span class="legend">
    <span class="d">outlined</span></span> cells differ (hover one for both styles).</p>

    """ + sections.joined(separator: "\n") + "\n</body></html>\n"
  }

  /// One failure: a heading, the paths, and the two screens with differing cells marked.
  static func section(
    suite: String, name: String, reference: SnapshotFiles, actual: SnapshotFiles,
    referencePath: String
  ) -> String {
    let expected = SnapshotScreen(reference)
    let got = SnapshotScreen(actual)
    let width = max(expected.width, got.width)
    let height = max(expected.height, got.height)
    var differing = Set<Int>()
    for y in 0..<height {
      for x in 0..<width where expected[x: x, y: y] != got[x: x, y: y] {
        differing.insert(y * width + x)
      }
    }
    var summary = "\(differing.count) of \(width * height) cells differ"
    if expected.width != got.width || expected.height != got.height {
      summary += "; sizes \(expected.width)×\(expected.height) and \(got.width)×\(got.height)"
    }
    func screen(_ screen: SnapshotScreen, other: SnapshotScreen, caption: String) -> String {
      var html = "<figure><figcaption>\(caption)</figcaption><div class=\"screen\">"
      for y in 0..<screen.height {
        html += "<div>"
        for x in 0..<screen.width {
          let cell = screen[x: x, y: y]!
          if cell.width == 0 { continue }
          let marked = (0..<cell.width).contains { differing.contains(y * width + x + $0) }
          html += span(cell, marked: marked, other: marked ? other[x: x, y: y] : nil)
        }
        html += "</div>"
      }
      return html + "</div></figure>"
    }
    return """
      <section id="\(escape(suite + "--" + name))"><h2>\(escape(suite)) / \(escape(name))</h2>
      <p class="meta">\(summary). Reference: \(escape(referencePath))</p>
      <div class="pair">\(screen(expected, other: got, caption: "Expected (reference)"))\
      \(screen(got, other: expected, caption: "Actual"))</div></section>
      """
  }

  /// A cell's span: its grapheme in its colours and attributes, outlined when it differs.
  private static func span(
    _ cell: SnapshotScreen.Cell, marked: Bool, other: SnapshotScreen.Cell?
  ) -> String {
    var classes: [String] = []
    if cell.width == 2 { classes.append("w") }
    if marked { classes.append("d") }
    var html = "<span"
    if !classes.isEmpty { html += " class=\"\(classes.joined(separator: " "))\"" }
    let css = css(cell.style)
    if !css.isEmpty { html += " style=\"\(css)\"" }
    if marked {
      let otherText = other.map { describe($0) } ?? "no cell"
      html += " title=\"this: \(escape(describe(cell))) | other: \(escape(otherText))\""
    }
    return html + ">" + escape(String(cell.grapheme)) + "</span>"
  }

  /// "'a' fg #FFFFFF, bold" for a cell's tooltip.
  private static func describe(_ cell: SnapshotScreen.Cell) -> String {
    let style = StyleMap.describe(cell.style)
    return "'\(cell.grapheme)'" + (style.isEmpty ? " plain" : " " + style)
  }

  /// Inline CSS for a style; empty for the plain style.
  static func css(_ style: CellStyle) -> String {
    let attributes = style.attributes
    var foreground = rgb(style.foreground) ?? defaultForeground
    var background = rgb(style.background)
    if attributes.contains(.inverse) {
      (foreground, background) = (background ?? defaultBackground, foreground)
    }
    if attributes.contains(.dim) {
      let base = background ?? defaultBackground
      foreground = (
        (foreground.0 + base.0) / 2, (foreground.1 + base.1) / 2, (foreground.2 + base.2) / 2
      )
    }
    var parts: [String] = []
    if style.foreground != .default || attributes.contains(.inverse) || attributes.contains(.dim) {
      parts.append("color:" + hex(foreground))
    }
    if let background { parts.append("background:" + hex(background)) }
    if attributes.contains(.bold) { parts.append("font-weight:bold") }
    if attributes.contains(.italic) { parts.append("font-style:italic") }
    var lines: [String] = []
    if attributes.contains(.underline) { lines.append("underline") }
    if attributes.contains(.strikethrough) { lines.append("line-through") }
    if !lines.isEmpty { parts.append("text-decoration:" + lines.joined(separator: " ")) }
    return parts.joined(separator: ";")
  }

  /// The report's stand-in for the terminal's default colours (a dark terminal).
  static let defaultForeground = (0xD4, 0xD4, 0xD4)
  static let defaultBackground = (0x1C, 0x1C, 0x1C)

  /// A colour's RGB with xterm's palette, or nil for the terminal default.
  private static func rgb(_ color: CellColor) -> (Int, Int, Int)? {
    switch color {
    case .default: return nil
    case .ansi(let index): return XtermPalette.rgb(ofIndexed: index & 15)
    case .indexed(let index): return XtermPalette.rgb(ofIndexed: index)
    case .rgb(let r, let g, let b): return (Int(r), Int(g), Int(b))
    }
  }

  private static func hex(_ rgb: (Int, Int, Int)) -> String {
    String(format: "#%02X%02X%02X", rgb.0, rgb.1, rgb.2)
  }

  /// Text made safe inside HTML elements and double-quoted attributes.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// A name safe as a file name: letters, digits, `-` and `_`, the rest as `_`.
  private static func fileName(_ text: String) -> String {
    String(
      text.unicodeScalars.map {
        CharacterSet.alphanumerics.contains($0) || $0 == "-" ? Character($0) : "_"
      })
  }

  /// Which report directories this process has started afresh, and the section counter;
  /// `@unchecked Sendable` because every access holds `lock`.
  private final class State: @unchecked Sendable {
    private let lock = NSLock()
    var cleared: Set<String> = []
    var count = 0

    func withLock<T>(_ body: (State) -> T) -> T {
      lock.lock()
      defer { lock.unlock() }
      return body(self)
    }
  }

  private static let state = State()
}
