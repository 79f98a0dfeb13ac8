import Decl

/// The persistent graph of one view hierarchy: reconciles view values into nodes, lays them
/// out and draws them.
@MainActor
final class ViewGraph {
  let context = GraphContext()
  let root: ViewNode

  init(root view: any View, environment: EnvironmentValues) {
    root = ViewNode(
      graph: context, parent: nil,
      key: ChildKey(slot: 0, id: nil, type: ObjectIdentifier(type(of: view))),
      view: view, environment: environment)
    root.update(view: view, environment: environment)
  }

  /// Lays the root out in a screen of `size`: offered the whole screen, centred in it when it
  /// is smaller, as SwiftUI centres a window's content.
  func layout(in size: Size) {
    context.layoutGeneration += 1
    context.stats.layoutCacheHits = 0
    context.stats.layoutCacheMisses = 0
    let proposal = ProposedSize(size)
    let fitted = root.sizeThatFits(proposal)
    let bounds = Rect(origin: .zero, size: size)
    let clamped = Size(
      width: min(fitted.width, size.width), height: min(fitted.height, size.height))
    root.place(
      in: Rect(origin: alignedOrigin(of: clamped, in: bounds, alignment: .center), size: clamped))
  }

  /// Draws the laid-out graph into a new canvas of `size`.
  func draw(in size: Size) -> Canvas {
    var canvas = Canvas(width: size.width, height: size.height)
    root.draw(into: &canvas, context: DrawContext(clip: canvas.bounds))
    return canvas
  }
}
