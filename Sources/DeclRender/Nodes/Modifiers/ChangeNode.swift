import Decl

/// `onChange(of:)`: the action is queued after an update that changed the watched value (and
/// after the first one with `initial`).
final class ChangeNode: TransparentBehavior {
  /// The value as of the last update, and the modifier just described.
  private var observed: ChangeModifier?
  private var latest: ChangeModifier?

  func describe(_ modifier: ChangeModifier, content: any View, in node: ViewNode) -> [ChildSpec] {
    latest = modifier
    return [ChildSpec(.content, view: content, environment: node.environment)]
  }

  func didUpdate(_ node: ViewNode, isFirst: Bool) {
    guard let new = latest else { return }
    if isFirst {
      if new.initial { node.graph.pendingActions.append { new.action(new.value, new.value) } }
    } else if let old = observed, !old.isEqual(new.value) {
      node.graph.pendingActions.append { new.action(old.value, new.value) }
    }
    observed = new
  }
}

extension ChangeModifier: PrimitiveNodeModifier {
  func makeBehavior() -> any NodeBehavior { ChangeNode() }

  func describe(content: any View, to behavior: any NodeBehavior, in node: ViewNode)
    -> [ChildSpec]
  {
    (behavior as! ChangeNode).describe(self, content: content, in: node)
  }
}
