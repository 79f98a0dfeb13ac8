import Decl
import DeclCanvas
import DeclGraph

/// A colour, gradient or other shape style used as a view: it fills the space it is offered.
package final class StyleFillNode: LeafBehavior {
  private var style = AnyShapeStyle(Color.clear)

  func describe(_ style: AnyShapeStyle) -> [ChildSpec] {
    self.style = style
    return []
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    proposal.replacingUnspecified(by: Size(width: 1, height: 1))
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    let rect = context.translated(node.frame)
    let area = rect.intersection(context.clip)
    guard !area.isEmpty else { return }
    let resolver = StyleResolver(environment: node.environment)
    if case .linearGradient(let gradient) = style.storage {
      let sampler = GradientSampler(gradient: gradient, resolver: resolver)
      if sampler.isVertical {
        for y in area.minY..<area.maxY {
          guard let color = sampler.color(at: y - rect.minY, of: rect.height) else { continue }
          drawing.canvas.setBackground(
            color, in: Rect(x: area.minX, y: y, width: area.width, height: 1))
        }
      } else {
        for x in area.minX..<area.maxX {
          guard let color = sampler.color(at: x - rect.minX, of: rect.width) else { continue }
          drawing.canvas.setBackground(
            color, in: Rect(x: x, y: area.minY, width: 1, height: area.height))
        }
      }
      return
    }
    // Radial, elliptical and angular gradients colour each cell by where it is.
    if case .gradient = style.storage {
      let paint = resolver.paint(style, size: rect.size, scale: node.environment.pointScale)
      for y in area.minY..<area.maxY {
        for x in area.minX..<area.maxX {
          guard let color = paint.color(x - rect.minX, y - rect.minY, .default) else { continue }
          drawing.canvas.setBackground(color, in: Rect(x: x, y: y, width: 1, height: 1))
        }
      }
      return
    }
    // A colour fills with itself (`.clear` with nothing); other styles with their colour.
    let color: CellColor?
    if case .color(let value) = style.storage {
      color = resolver.cellColor(value)
    } else {
      color = resolver.foreground(style)
    }
    guard let color else { return }
    drawing.canvas.fill(
      area, style: CellStyle(foreground: .default, background: color, attributes: []))
  }
}

extension StyleFill: PrimitiveNodeView {
  package func makeBehavior() -> StyleFillNode { StyleFillNode() }

  package func describe(to behavior: StyleFillNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(style)
  }
}

extension Color: PrimitiveNodeView {
  package func makeBehavior() -> StyleFillNode { StyleFillNode() }

  package func describe(to behavior: StyleFillNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(_erased)
  }
}

extension LinearGradient: PrimitiveNodeView {
  package func makeBehavior() -> StyleFillNode { StyleFillNode() }

  package func describe(to behavior: StyleFillNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(_erased)
  }
}
