import Decl
import DeclGraph

/// `keyboardHelp`: the content above a footer row that lists the keys that work where focus
/// is now. The graph fills the row once the screen is drawn (`ViewGraph.drawKeyHelpFooters`),
/// afresh each frame so it follows focus; a frame that changes nothing else draws the same
/// row, which costs no bytes.
package final class KeyboardHelpNode: ContentModifierBehavior, ModifierNode {
  package var modifier: KeyboardHelpModifier

  package init(_ modifier: KeyboardHelpModifier) { self.modifier = modifier }

  /// The footer's rows: one, when shown and there is room for it.
  private func footerRows(_ height: Int?) -> Int {
    guard modifier.isShown else { return 0 }
    return height.map { $0 > 0 ? 1 : 0 } ?? 1
  }

  /// The whole proposal, as a window's footer spans the window: the content is offered the
  /// rest and centred in it, as the screen centres a root view.
  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    let rows = footerRows(proposal.height)
    let size = node.content?.sizeThatFits(inner(proposal, rows: rows)) ?? .zero
    return Size(
      width: proposal.width ?? size.width, height: proposal.height ?? size.height + rows)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    let rows = footerRows(rect.height)
    let area = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - rows)
    let proposal = inner(ProposedSize(area.size), rows: 0)
    let fitted = node.content?.sizeThatFits(proposal) ?? .zero
    let size = Size(width: min(fitted.width, area.width), height: min(fitted.height, area.height))
    node.content?.place(
      in: Rect(origin: alignedOrigin(of: size, in: area, alignment: .center), size: size),
      proposal: proposal)
  }

  private func inner(_ proposal: ProposedSize, rows: Int) -> ProposedSize {
    ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - rows) })
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawChildren(into: &drawing, context: context)
    let frame = context.translated(node.frame)
    guard footerRows(frame.height) == 1 else { return }
    let row = Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1)
    drawing.keyHelpFooters.append((row: row, clip: row.intersection(context.clip), node: node))
  }
}

extension KeyboardHelpModifier: PrimitiveNodeModifier {
  package typealias Node = KeyboardHelpNode
}
