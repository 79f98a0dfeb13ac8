import Decl
import Foundation

/// How far a scrolling container (List, Form, ScrollView) is scrolled, and what it shows.
@MainActor
package final class ScrollState {
  package init() {}

  package var offset = Point(x: 0, y: 0)
  /// The size of everything inside, as of the last layout.
  package var contentSize = Size(width: 0, height: 0)
  /// The size of the visible part, as of the last layout.
  package var viewport = Size(width: 0, height: 0)
  /// The axes the container scrolls along: the wheel scrolls a horizontal one sideways.
  package var axes: Axis.Set = .vertical

  /// Where the container settles after scrolling (`scrollTargetBehavior`), if anywhere.
  package var targetBehavior: (any ScrollTargetBehavior)?
  /// Where the views of the content start along the scroll axis, in cells from the content's
  /// start: the edges `.viewAligned` settles on.
  package var alignedEdges: [Int] = []

  /// Keeps the offset between the start and the last full page.
  package func clamp() {
    offset.x = min(max(0, offset.x), max(0, contentSize.width - viewport.width))
    offset.y = min(max(0, offset.y), max(0, contentSize.height - viewport.height))
  }

  /// Moves the offset a scroll from `original` reached to where the target behavior settles
  /// it, in whole cells.
  package func settle(from original: Point, environment: EnvironmentValues) {
    guard let behavior = targetBehavior, offset != original else { return }
    let scale = environment.pointScale
    let vertical = axes.contains(.vertical)
    let axis: Axis = vertical ? .vertical : .horizontal
    func rect(_ point: Point) -> CGRect {
      scale.points(Rect(x: point.x, y: point.y, width: viewport.width, height: viewport.height))
    }
    let delta = vertical ? offset.y - original.y : offset.x - original.x
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: rect(original)),
      velocity: vertical
        ? CGVector(dx: 0, dy: CGFloat(delta.signum()))
        : CGVector(dx: CGFloat(delta.signum()), dy: 0),
      contentSize: scale.points(contentSize), containerSize: scale.points(viewport), axes: axes,
      environment: environment,
      alignedEdges: alignedEdges.map { scale.points($0, along: axis) })
    var target = ScrollTarget(rect: rect(offset))
    behavior.updateTarget(&target, context: context)
    offset = Point(
      x: scale.cells(target.rect.minX, along: .horizontal),
      y: scale.cells(target.rect.minY, along: .vertical))
    clamp()
  }
}

/// A container that scrolls its content: lists, forms and scroll views.
@MainActor
package protocol ScrollingBehavior: NodeBehavior {
  var scroll: ScrollState { get }
}
