import Decl
import DeclGraph
import Foundation

/// A `Text`: wrapped at word boundaries in terminal columns, cut with `…` at its line limit. A
/// text showing a date relative to now is made again every second while it is drawn.
package final class TextNode: LeafBehavior, AnimatedBehavior, TextContentBehavior {
  package var shownText: String { text.plainString }

  private(set) var text = Text(verbatim: "")
  /// Whether the text shows a date relative to now; worked out when the text is given, not
  /// at every frame.
  private var isLive = false
  /// The text split into styled clusters, kept while the text and environment stay the same.
  private var prepared: PreparedText?
  /// Whether the environment `prepared` was made in redacts to placeholders.
  private var isPlaceholder = false

  func describe(_ text: Text) {
    self.text = text
    isLive = text.runs.contains { $0.liveDate != nil }
    prepared = nil
  }

  package func invalidateLayout() { prepared = nil }

  /// The text prepared for measuring and drawing in the node's environment.
  func layout(in node: ViewNode) -> PreparedText {
    if let prepared { return prepared }
    let made = PreparedText(
      text: isLive ? text.atTime(Date()) : text, environment: node.environment)
    isPlaceholder = node.environment.redactionReasons.contains(.placeholder)
    prepared = made
    return made
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    layout(in: node).size(for: proposal)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let rect = context.translated(node.frame)
    guard !rect.intersection(context.clip).isEmpty else { return }
    let prepared = layout(in: node)
    if isLive { drawing.animatedNodes.append(node) }
    let lines = prepared.lines(width: node.frame.width, height: node.frame.height)
    Self.draw(
      lines, of: prepared, in: rect, placeholder: isPlaceholder, into: &drawing,
      clip: context.clip)
  }

  /// Draws `lines` of `prepared` in `rect`, each aligned by the text's alignment; with
  /// `placeholder`, a block for every column a visible character covers.
  static func draw(
    _ lines: [TextLine], of prepared: PreparedText, in rect: Rect, placeholder isPlaceholder: Bool,
    into drawing: inout FrameDrawing, clip: Rect
  ) {
    // Each cell is a few array reads: the arrays are taken out of the prepared text once, a
    // cluster's fields are read in place (copying a cluster copies its `Character`), and a
    // style is looked up only where a cell needs more than its bits. Loops, not `contains`:
    // a main-actor closure handed to a generic function checks the executor at every call.
    let clusters = prepared.clusters
    let styleBits = prepared.styleBits
    var hasLinks = false
    for link in prepared.links where link != nil {
      hasLinks = true
      break
    }
    for (row, line) in lines.enumerated() {
      let y = rect.minY + prepared.row(ofLine: row)
      guard y >= clip.minY, y < clip.maxY else { continue }
      var x = rect.minX + offset(free: rect.width - line.width, prepared.alignment.horizontal)
      var lastStyle: Int?
      for index in line.range {
        let style = Int(clusters[index].style)
        let width = Int(clusters[index].width)
        lastStyle = style
        if isPlaceholder, clusters[index].character != " " {
          // A placeholder keeps the text's shape: a block for every column it covers.
          for column in 0..<width {
            drawing.put(
              "▒", width: 1, x: x + column, y: y, style: prepared.styles[style], clip: clip)
          }
        } else if clusters[index].ascii != 0 {
          drawing.canvas.putASCII(
            clusters[index].ascii, x: x, y: y, styleBits: styleBits[style], clip: clip)
        } else {
          drawing.put(
            clusters[index].character, width: width, x: x, y: y, style: prepared.styles[style],
            clip: clip)
        }
        if hasLinks, let link = prepared.links[style] {
          // A Markdown link's cells carry its target, which the encoder writes as OSC 8.
          drawing.canvas.link(
            Rect(x: x, y: y, width: width, height: 1).intersection(clip), to: link)
        }
        x += width
      }
      if line.isTruncated {
        let style = lastStyle.map { prepared.styles[$0] } ?? prepared.styles.first ?? .plain
        drawing.put("…", width: 1, x: x, y: y, style: style, clip: clip)
      }
    }
  }
}

extension TextNode {
  package var animationInterval: Duration { .seconds(1) }

  /// A second passed: the text is made and laid out again.
  package func advanceAnimation(_ node: ViewNode) {
    node.graph.markDirty(node)
  }
}

extension Text {
  /// The text with its live dates made into strings at `now`.
  fileprivate func atTime(_ now: Date) -> Text {
    var text = self
    for index in text.runs.indices {
      if let live = text.runs[index].liveDate { text.runs[index].string = live.string(at: now) }
    }
    return text
  }
}

extension Text: PrimitiveNodeView {
  package func makeBehavior() -> TextNode { TextNode() }

  package func describe(to behavior: TextNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self)
    return []
  }
}
