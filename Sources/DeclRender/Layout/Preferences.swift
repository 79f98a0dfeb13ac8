import Decl
import DeclGraph

// What depends on finished layout: preferences flow up from the views that set them to the
// views that read them, and geometry observers see where their views ended up. Both run after
// each layout pass; what they change (actions to run, views to describe again) is applied
// before the frame is drawn.

/// A node that reacts to a finished layout pass (a preference reader, a geometry observer).
/// It registers with the graph when it first updates.
@MainActor
protocol LayoutObserverBehavior: NodeBehavior {
  /// Reads what layout decided; queues actions or marks the node dirty when it changed.
  func layoutDidFinish(_ node: ViewNode)
}

extension LayoutObserverBehavior {
  /// Registers the node with the graph, to be told of each finished layout.
  func registerLayoutObserver(_ node: ViewNode, isFirst: Bool) {
    if isFirst { node.graph.layoutPass.layoutObservers.append(WeakNode(node: node)) }
  }
}

extension ViewGraph {
  /// Tells every mounted layout observer that layout finished; forgets unmounted ones.
  func observeLayout() {
    context.layoutPass.layoutObservers.removeAll { $0.node?.status.isMounted != true }
    for observer in context.layoutPass.layoutObservers {
      guard let node = observer.node,
        let behavior = node.behavior as? any LayoutObserverBehavior
      else { continue }
      behavior.layoutDidFinish(node)
    }
  }
}

extension ViewNode {
  /// The value of preference `K` this node and the views inside it set, or nil when none
  /// does: a writer's value (from the value inside it and its bounds), else its children's
  /// values combined in order with `K.reduce`.
  func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value? {
    if let writer = modifier(PreferenceWriterModifier<K>.self) {
      let inner = content?.preferenceValue(key)
      let bounds = environment.pointScale.points(coveredFrame ?? frame)
      return writer.write(inner, bounds)
    }
    var result: K.Value?
    for child in screenChildren {
      guard let value = child.preferenceValue(key) else { continue }
      if var combined = result {
        K.reduce(value: &combined) { value }
        result = combined
      } else {
        result = value
      }
    }
    return result
  }
}

/// Whether two values of a preference are the same: equal, when their type is `Equatable`,
/// else described alike.
func preferenceValuesMatch<Value>(_ a: Value, _ b: Value) -> Bool {
  func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E) == a }
  if let a = a as? any Equatable { return equal(a, b) }
  return String(reflecting: a) == String(reflecting: b)
}
