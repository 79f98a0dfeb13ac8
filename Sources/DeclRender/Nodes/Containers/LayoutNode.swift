import Decl
import DeclGraph

/// A container laid out by a layout: `VStack`, `HStack`, `ZStack`, and a user's `Layout` used
/// as a view (`MyLayout { … }`). All run on the same machinery: the layout sees its subviews
/// through `LayoutSubview` proxies of their nodes, and its cache lives in the node, so a
/// user's layout is measured and cached exactly as `HStack` is.
package final class LayoutNode<L: CellLayout>: ExplicitGuideBehavior {
  private var layout: L?
  /// Whether the graph counts this layout among the views that may set alignment guides.
  private var countsAsGuideSource = false

  package var isTransparent: Bool { false }

  func describe(_ layout: L, content: any View, in node: ViewNode) -> [ChildSpec] {
    self.layout = layout
    if layout.hasExplicitAlignment != countsAsGuideSource {
      countsAsGuideSource.toggle()
      node.graph.layoutPass.explicitGuideSources += countsAsGuideSource ? 1 : -1
    }
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  package func willUnmount(_ node: ViewNode) {
    if countsAsGuideSource { node.graph.layoutPass.explicitGuideSources -= 1 }
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    guard let layout else { return .zero }
    return node.size(of: layout, proposal)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    guard let layout else { return }
    node.place(with: layout, in: rect)
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    node.drawByZIndex(into: &drawing, context: context)
  }

  package func explicitGuide(
    _ guide: AlignmentGuide, node: ViewNode, size: Size, proposal: ProposedSize
  )
    -> CGFloat?
  {
    guard let layout else { return nil }
    let box = node.layoutCache(for: layout)
    return layout.explicitGuide(
      guide, size: size, proposal: proposal, subviews: node.subviews, cache: &box.value)
  }
}

extension VStack: PrimitiveNodeView {
  package func makeBehavior() -> LayoutNode<VStackLayout> { LayoutNode<VStackLayout>() }

  package func describe(to behavior: LayoutNode<VStackLayout>, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(layout, content: content, in: node)
  }
}

extension HStack: PrimitiveNodeView {
  package func makeBehavior() -> LayoutNode<HStackLayout> { LayoutNode<HStackLayout>() }

  package func describe(to behavior: LayoutNode<HStackLayout>, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(layout, content: content, in: node)
  }
}

extension ZStack: PrimitiveNodeView {
  package func makeBehavior() -> LayoutNode<ZStackLayout> { LayoutNode<ZStackLayout>() }

  package func describe(to behavior: LayoutNode<ZStackLayout>, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(layout, content: content, in: node)
  }
}

// Its behaviour's type depends on whether the layout works in cells, so it is named per value.
extension LayoutView: AnyPrimitiveNodeView {
  /// The layout as the renderer runs it: Decl's own layouts in cells, a user's through the
  /// points-to-cells adapter.
  private var cellLayout: any CellLayout {
    (layout as? any CellLayout) ?? PointLayoutAdapter(layout)
  }

  package func makeNodeBehavior() -> any NodeBehavior {
    func make<C: CellLayout>(_ layout: C) -> any NodeBehavior { LayoutNode<C>() }
    return make(cellLayout)
  }

  package func describeChildren(to behavior: any NodeBehavior, in node: ViewNode) -> [ChildSpec] {
    func describe<C: CellLayout>(_ layout: C) -> [ChildSpec] {
      node.typedBehavior(behavior, as: LayoutNode<C>.self)
        .describe(layout, content: content, in: node)
    }
    return describe(cellLayout)
  }
}

extension Grid: PrimitiveNodeView {
  package func makeBehavior() -> LayoutNode<GridLayout> { LayoutNode<GridLayout>() }

  package func describe(to behavior: LayoutNode<GridLayout>, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(layout, content: content, in: node)
  }
}
