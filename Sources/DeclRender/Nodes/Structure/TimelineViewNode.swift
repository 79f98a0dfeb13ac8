import Decl
import DeclGraph
import Foundation

/// `TimelineView`: its content at the current date, described again at each entry of its
/// schedule while it is drawn (the animation driver stops when it is hidden or removed).
package final class TimelineViewNode: TransparentBehavior, AnimatedBehavior {
  /// How often the content is shown again; nil when the schedule has no further entries.
  private var interval: Duration?

  package var animationInterval: Duration { interval ?? .seconds(3600) }

  func describe<S: TimelineSchedule, C: View>(_ view: TimelineView<S, C>, in node: ViewNode)
    -> [ChildSpec]
  {
    let now = Date()
    interval = view.schedule.repeatInterval(from: now)
    return [ChildSpec(.content, view: view.content(at: now), environment: node.environment)]
  }

  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    if interval != nil { drawing.animatedNodes.append(node) }
    paintColorSchemeBackground(node, into: &drawing, context: context)
    node.drawChildren(into: &drawing, context: context)
  }

  package func advanceAnimation(_ node: ViewNode) {
    node.graph.markDirty(node)
  }
}

extension TimelineView: AnyPrimitiveNodeView, PrimitiveNodeView where Content: View {
  package func makeBehavior() -> TimelineViewNode { TimelineViewNode() }

  package func describe(to behavior: TimelineViewNode, in node: ViewNode) -> [ChildSpec] {
    behavior.describe(self, in: node)
  }
}
