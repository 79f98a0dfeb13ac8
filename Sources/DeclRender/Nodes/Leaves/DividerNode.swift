import Decl
import DeclCanvas
import DeclGraph

/// A `Divider`: a line across its stack, horizontal in a column and vertical in a row.
package final class DividerNode: LeafBehavior {
  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    (node.layout.stackAxis ?? .vertical) == .vertical
      ? Size(width: proposal.width ?? 1, height: 1) : Size(width: 1, height: proposal.height ?? 1)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let rect = context.translated(node.frame)
    // Nothing outside its frame: a divider squeezed to no rows draws nothing.
    guard !rect.isEmpty, !rect.intersection(context.clip).isEmpty else { return }
    let style = CellStyle(
      foreground: StyleResolver(environment: node.environment).cellColor(.systemGray2)
        ?? .default,
      background: .default,
      attributes: [])
    if (node.layout.stackAxis ?? .vertical) == .vertical {
      for x in rect.minX..<max(rect.minX, rect.maxX) {
        drawing.put("─", width: 1, x: x, y: rect.minY, style: style, clip: context.clip)
      }
    } else {
      for y in rect.minY..<max(rect.minY, rect.maxY) {
        drawing.put("│", width: 1, x: rect.minX, y: y, style: style, clip: context.clip)
      }
    }
  }
}

extension Divider: PrimitiveNodeView {
  package func makeBehavior() -> DividerNode { DividerNode() }

  package func describe(to behavior: DividerNode, in node: ViewNode) -> [ChildSpec] { [] }
}
