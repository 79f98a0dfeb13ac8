import Decl
import DeclCanvas
import DeclGraph
import Foundation

/// A `Canvas`: takes the space it is offered (10 by 10 points when asked for its ideal size),
/// runs the renderer every time it is drawn, and rasterises what the renderer drew
/// (`CanvasPainter`). The `symbols` are children laid out at their ideal sizes and drawn only
/// where the renderer draws them, as many times as it does.
package final class CanvasNode: NodeBehavior {
  private var renderer: ((inout GraphicsContext, CGSize) -> Void)?
  /// The symbol views by tag (their `tag`, or their position), found when laid out.
  private var symbols: [AnyHashable: ViewNode] = [:]

  package var isTransparent: Bool { false }

  func describe<Symbols: View>(_ canvas: Decl.Canvas<Symbols>, in node: ViewNode) -> [ChildSpec] {
    renderer = canvas.renderer
    guard Symbols.self != EmptyView.self else { return [] }
    return [ChildSpec(.content, view: canvas.symbols, environment: node.environment)]
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let scale = node.environment.pointScale
    return proposal.replacingUnspecified(
      by: Size(
        width: max(1, scale.cells(10, along: .horizontal)),
        height: max(1, scale.cells(10, along: .vertical))))
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    symbols = [:]
    guard let content = node.child(.content) else { return }
    for (index, page) in Self.pages(of: content).enumerated() {
      let size = page.sizeThatFits(ProposedSize(width: nil, height: nil))
      page.place(in: Rect(origin: rect.origin, size: size), proposal: nil)
      symbols[Self.tag(of: page, below: content) ?? AnyHashable(index)] = page
    }
  }

  /// The canvas draws its symbols itself, where the renderer puts them.
  package func screenChildren(of node: ViewNode) -> [ViewNode] { [] }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    guard let renderer else { return }
    let frame = context.translated(node.frame)
    guard !frame.isEmpty, !frame.intersection(context.clip).isEmpty else { return }
    let environment = node.environment
    let scale = environment.pointScale
    let symbols = self.symbols
    let measurer = GraphicsMeasurer(
      textSize: { text, environment, size in
        let prepared = PreparedText(text: text, environment: environment)
        let width = size.width.isFinite ? max(0, scale.cells(size.width, along: .horizontal)) : nil
        return scale.points(prepared.size(for: ProposedSize(width: width, height: nil)))
      },
      imageSize: { image in scale.points(CanvasPainter.cellSize(of: image)) },
      symbolSize: { id in symbols[id].map { scale.points($0.frame.size) } })
    let recorder = GraphicsRecorder(
      size: scale.pointRect(for: frame.size).size, environment: environment, measurer: measurer)
    var graphics = GraphicsContext(recorder: recorder)
    renderer(&graphics, recorder.size)
    let painter = CanvasPainter(
      frame: frame, clip: context.clip, scale: scale,
      resolver: StyleResolver(environment: environment))
    for item in recorder.items {
      painter.paint(item, into: &drawing) { symbol, origin, drawing in
        guard let page = symbols[symbol.id] else { return }
        var moved = context
        moved.offset = Point(
          x: context.offset.x + origin.x - page.frame.minX,
          y: context.offset.y + origin.y - page.frame.minY)
        moved.clip = painter.clip
        page.draw(into: &drawing, context: moved)
      }
    }
  }

  /// The views of `content` a symbol can be: the first that are not transparent groups.
  private static func pages(of content: ViewNode) -> [ViewNode] {
    var pages: [ViewNode] = []
    func collect(_ candidate: ViewNode) {
      guard candidate.behavior.isTransparent else {
        pages.append(candidate)
        return
      }
      for child in candidate.children { collect(child) }
    }
    collect(content)
    return pages
  }

  /// The tag on `page`, or on a modifier around it up to `content`, or on a view down a chain
  /// of single views inside it.
  private static func tag(of page: ViewNode, below content: ViewNode) -> AnyHashable? {
    var up: ViewNode? = page
    while let node = up {
      if let tagged = node.view as? any TagCarrying { return tagged.tagValue }
      if node === content { break }
      up = node.parent
    }
    var down = page
    while down.children.count == 1 {
      down = down.children[0]
      if let tagged = down.view as? any TagCarrying { return tagged.tagValue }
    }
    return nil
  }
}

extension Decl.Canvas: PrimitiveNodeView {
  package func makeBehavior() -> CanvasNode { CanvasNode() }

  package func describe(to behavior: CanvasNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}
