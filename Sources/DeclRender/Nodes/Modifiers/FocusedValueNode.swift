import Decl
import DeclGraph

/// `focusedValue` and `focusedSceneValue`: publish a value for `@FocusedValue` to read. The
/// graph gathers the published values after each update (`refreshFocusedValues`).
package final class FocusedValueNode: TransparentBehavior, ModifierNode {
  package var modifier: FocusedValueModifier

  package init(_ modifier: FocusedValueModifier) { self.modifier = modifier }

  package func didUpdate(_ node: ViewNode, isFirst: Bool) {
    let scene = node.graph.scene
    scene.focusedValuePublishers[ObjectIdentifier(node)] = WeakNode(node: node)
    scene.focusedValuesAreStale = true
  }

  package func willUnmount(_ node: ViewNode) {
    let scene = node.graph.scene
    scene.focusedValuePublishers[ObjectIdentifier(node)] = nil
    scene.focusedValuesAreStale = true
  }
}

extension FocusedValueModifier: PrimitiveNodeModifier {
  package typealias Node = FocusedValueNode
}

extension ViewGraph {
  /// Gathers the focused values: those published for the scene by views on screen, then those
  /// published around the focused control, outermost first (the innermost wins). Readers
  /// update when the values differ from the last ones.
  func refreshFocusedValues() {
    let scene = context.scene
    let focused = context.focus.focused
    guard scene.focusedValuesAreStale || focused !== scene.focusedValuesFocus else { return }
    scene.focusedValuesAreStale = false
    scene.focusedValuesFocus = focused
    var values = FocusedValues()
    for entry in scene.focusedValuePublishers.values {
      guard let node = entry.node, node.status.isMounted,
        let publisher = node.behavior(FocusedValueNode.self), publisher.modifier.isSceneWide,
        isOnScreen(node)
      else { continue }
      publisher.modifier.publish(&values)
    }
    var chain: [FocusedValueNode] = []
    var node = focused
    while let current = node {
      if let publisher = current.behavior(FocusedValueNode.self) { chain.append(publisher) }
      node = current.parent
    }
    for publisher in chain.reversed() { publisher.modifier.publish(&values) }
    scene.focusedValues.update(values)
  }

  /// Whether `node` is on the screen shown now (not on a covered screen or hidden tab).
  private func isOnScreen(_ node: ViewNode) -> Bool {
    var child = node
    while let parent = child.parent {
      guard
        parent.screenChildren.contains(where: { $0 === child })
          || child.key.role == .presented
      else { return false }
      child = parent
    }
    return true
  }
}
