import Decl
import DeclCanvas

/// A text split into styled grapheme clusters, ready to be wrapped at any width.
///
/// Made once per node while its text and environment stay the same; the lines for the last
/// width asked are kept, since a pass measures and then draws at the same width.
@MainActor
final class PreparedText {
  struct Cluster {
    enum Kind: UInt8 { case visible, space, newline }
    let character: Character
    let width: Int8
    let kind: Kind
    let style: Int32
    /// The character's byte when it is printable ASCII, which drawing writes without looking
    /// at the grapheme again; 0 otherwise.
    let ascii: UInt8

    init(character: Character, width: Int8, kind: Kind, style: Int32) {
      self.character = character
      self.width = width
      self.kind = kind
      self.style = style
      let byte = character.asciiValue ?? 0
      ascii = width == 1 && byte >= 0x20 && byte < 0x7F ? byte : 0
    }
  }

  let clusters: [Cluster]
  /// One resolved style per run of the text.
  let styles: [CellStyle]
  /// The same styles packed, as cells store them.
  let styleBits: [UInt64]
  /// Where each run links to (Markdown and attributed-string links), if anywhere.
  let links: [String?]
  let lineLimit: Int?
  let minimumLines: Int
  /// Blank rows between lines (`lineSpacing`).
  let lineSpacing: Int
  let alignment: TextAlignment

  private var cachedQuery: LineQuery?
  private var cachedLines: [TextLine] = []

  private struct LineQuery: Equatable {
    let width: Int?
    let maxLines: Int?
  }

  init(text: Text, environment: EnvironmentValues) {
    let resolver = StyleResolver(environment: environment)
    var clusters: [Cluster] = []
    var styles: [CellStyle] = []
    var links: [String?] = []
    for run in text.runs {
      let styleIndex = Int32(styles.count)
      styles.append(resolver.textStyle(run.style))
      links.append(run.style.link?.absoluteString)
      var string = run.string
      switch environment.textCase {
      case .uppercase: string = string.uppercased()
      case .lowercase: string = string.lowercased()
      case nil: break
      }
      clusters.reserveCapacity(clusters.count + string.utf8.count)
      for character in string {
        switch character {
        case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}":
          clusters.append(Cluster(character: "\n", width: 0, kind: .newline, style: styleIndex))
        case " ", "\u{A0}":
          clusters.append(Cluster(character: " ", width: 1, kind: .space, style: styleIndex))
        case "\t":
          for _ in 0..<4 {
            clusters.append(Cluster(character: " ", width: 1, kind: .space, style: styleIndex))
          }
        default:
          let width = TerminalWidth.of(character)
          // Controls and lone zero-width marks have no cell of their own.
          guard width > 0 else { continue }
          clusters.append(
            Cluster(character: character, width: Int8(width), kind: .visible, style: styleIndex))
        }
      }
    }
    self.clusters = clusters
    self.styles = styles
    self.styleBits = styles.map(\.packed)
    self.links = links
    self.lineLimit = environment.lineLimit.map { max(1, $0) }
    self.minimumLines = max(0, environment.lineLimitMinimum ?? 0)
    self.lineSpacing = max(
      0, environment.pointScale.cells(environment.lineSpacing, along: .vertical))
    self.alignment = environment.multilineTextAlignment
  }

  /// The size of the text for a proposal: wrapped at the proposed width, cut to the lines
  /// allowed by the line limit and the proposed height.
  func size(for proposal: ProposedSize) -> Size {
    if clusters.isEmpty { return Size(width: 0, height: rows(forLines: minimumLines)) }
    let lines = self.lines(width: proposal.width, height: proposal.height)
    var width = 0
    for line in lines { width = max(width, line.width) }
    return Size(width: width, height: rows(forLines: max(lines.count, minimumLines)))
  }

  /// The rows `count` lines take with the blank rows between them.
  func rows(forLines count: Int) -> Int {
    count + max(0, count - 1) * lineSpacing
  }

  /// The row line `index` is drawn on.
  func row(ofLine index: Int) -> Int {
    index * (1 + lineSpacing)
  }

  /// The lines shown in a frame of the given size.
  func lines(width: Int?, height: Int?) -> [TextLine] {
    var maxLines = lineLimit
    if let height {
      maxLines = min(maxLines ?? .max, max(1, (height + lineSpacing) / (1 + lineSpacing)))
    }
    let query = LineQuery(width: width, maxLines: maxLines)
    if query == cachedQuery { return cachedLines }
    // No column to draw in: one empty line, so the text keeps its height.
    var lines = width == 0 ? [TextLine(range: 0..<0, width: 0)] : wrap(width: width)
    if let maxLines, lines.count > maxLines {
      lines.removeLast(lines.count - maxLines)
      truncate(&lines[maxLines - 1], width: width)
    }
    cachedQuery = query
    cachedLines = lines
    return lines
  }

  /// Greedy word wrap by terminal columns. Lines break after spaces and around wide
  /// characters (CJK has no spaces); a word longer than the width breaks between clusters.
  private func wrap(width: Int?) -> [TextLine] {
    var lines: [TextLine] = []
    var start = 0
    while start <= clusters.count {
      var end = start
      while end < clusters.count, clusters[end].kind != .newline { end += 1 }
      wrapParagraph(start..<end, width: width, into: &lines)
      start = end + 1
    }
    return lines
  }

  private func wrapParagraph(_ paragraph: Range<Int>, width: Int?, into lines: inout [TextLine]) {
    let total = columns(paragraph)
    guard let width, total > width else {
      lines.append(TextLine(range: paragraph, width: total))
      return
    }
    var start = paragraph.lowerBound
    while start < paragraph.upperBound {
      var used = 0
      var index = start
      var lastBreak: Int?
      while index < paragraph.upperBound {
        let cluster = clusters[index]
        let clusterWidth = Int(cluster.width)
        if cluster.kind == .space {
          lastBreak = index
        } else if clusterWidth == 2, index > start {
          lastBreak = index
        }
        if used + clusterWidth > width { break }
        used += clusterWidth
        index += 1
        if clusterWidth == 2 { lastBreak = index }
      }
      if index == paragraph.upperBound {
        lines.append(TextLine(range: start..<index, width: used))
        return
      }
      var end = index
      if let lastBreak, lastBreak > start { end = lastBreak }
      if end == start { end = start + 1 }  // one cluster wider than the line: it overflows alone
      var lineEnd = end
      while lineEnd > start, clusters[lineEnd - 1].kind == .space { lineEnd -= 1 }
      lines.append(TextLine(range: start..<lineEnd, width: columns(start..<lineEnd)))
      start = end
      while start < paragraph.upperBound, clusters[start].kind == .space { start += 1 }
    }
  }

  /// Ends a line with `…`, dropping clusters so that it still fits the width.
  private func truncate(_ line: inout TextLine, width: Int?) {
    var end = line.range.upperBound
    var used = line.width
    let limit = width.map { max(0, $0 - 1) } ?? .max
    while end > line.range.lowerBound, used > limit || clusters[end - 1].kind == .space {
      end -= 1
      used -= Int(clusters[end].width)
    }
    line.range = line.range.lowerBound..<end
    line.width = used + 1
    line.isTruncated = true
  }

  private func columns(_ range: Range<Int>) -> Int {
    var total = 0
    for index in range { total += Int(clusters[index].width) }
    return total
  }
}

/// One laid-out line of a text: a range of clusters, its width in columns, and whether it
/// ends in an ellipsis.
struct TextLine: Equatable {
  var range: Range<Int>
  var width: Int
  var isTruncated = false
}
