import Decl

/// `onAppear` and `onDisappear`: actions queued after the update that shows the view and after
/// the one that removes it (or a screen pushed over it covers it).
final class AppearanceActionNode: TransparentBehavior, CoverableBehavior {
  private var appear: (@MainActor () -> Void)?
  private var disappear: (@MainActor () -> Void)?

  func describe(_ modifier: AppearanceActionModifier, content: any View, in node: ViewNode)
    -> [ChildSpec]
  {
    appear = modifier.appear
    disappear = modifier.disappear
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  func didUpdate(_ node: ViewNode, isFirst: Bool) {
    if isFirst, let appear { node.graph.pendingActions.append(appear) }
  }

  func willUnmount(_ node: ViewNode) {
    if let disappear { node.graph.pendingActions.append(disappear) }
  }

  func setCovered(_ covered: Bool, node: ViewNode) {
    if let action = covered ? disappear : appear { node.graph.pendingActions.append(action) }
  }
}

extension AppearanceActionModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { AppearanceActionNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! AppearanceActionNode).describe(self, content: content, in: node)
  }
}

/// A behaviour that reacts when a screen pushed over its view covers it, and when it is on
/// top again: as in SwiftUI, the views of a covered screen disappear (actions run, tasks are
/// cancelled) and appear again, though their state is kept.
@MainActor
protocol CoverableBehavior: NodeBehavior {
  func setCovered(_ covered: Bool, node: ViewNode)
}
