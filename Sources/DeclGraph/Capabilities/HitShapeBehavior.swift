import Decl

/// A node that says which points of its control's frame take a click (`contentShape`).
@MainActor
package protocol HitShapeBehavior: NodeBehavior {
  /// Whether a click at `point` lands on the control whose frame is `frame`.
  func contains(_ point: Point, in frame: Rect, node: ViewNode) -> Bool
}
