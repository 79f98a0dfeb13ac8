import Decl

/// One view in the persistent view graph.
///
/// A node keeps what must outlive a `body` run: the state of the view's dynamic properties,
/// its children, and the layout of the current pass. Nodes are matched to new view values by
/// structural position, exact type and explicit id (see `ViewNode+Reconcile.swift`).
@MainActor
final class ViewNode: DynamicPropertyContext {
  /// Shared by every node of one graph: counters and the current layout pass.
  let graph: GraphContext
  weak var parent: ViewNode?
  /// The key this node was matched by among its siblings.
  let key: ChildKey

  /// The latest view value, as given by the parent.
  var view: any View
  var kind: NodeKind = .transparent
  var environment: EnvironmentValues
  var children: [ViewNode] = []

  /// Dynamic property storage, by slot.
  private var slots: [Int: AnyObject] = [:]

  // Layout state of the current pass (see Layout/).
  var frame = Rect(x: 0, y: 0, width: 0, height: 0)
  var sizeCache: [ProposedSize: Size] = [:]
  var sizeCacheGeneration = -1
  /// The child sizes a stack chose for each proposal this pass, so that placing it at the size
  /// it answered repeats the same distribution.
  var stackDistributions: [ProposedSize: [Size]] = [:]
  /// The layout units below this node, looking through transparent nodes; nil until needed.
  var cachedLayoutChildren: [ViewNode]?
  /// The axis of the stack that lays this node out, for dividers and spacers.
  var stackAxis: Axis?
  /// Text prepared for measuring, kept between passes while the text does not change.
  var preparedText: PreparedText?

  init(
    graph: GraphContext, parent: ViewNode?, key: ChildKey, view: any View,
    environment: EnvironmentValues
  ) {
    self.graph = graph
    self.parent = parent
    self.key = key
    self.view = view
    self.environment = environment
    graph.liveNodeCount += 1
  }

  isolated deinit {
    graph.liveNodeCount -= 1
  }

  func storage<T: AnyObject>(slot: Int, make: () -> T) -> T {
    if let existing = slots[slot] as? T { return existing }
    let made = make()
    slots[slot] = made
    return made
  }
}

/// How a child is told apart from its siblings: its place in the parent's description, its
/// explicit id if it has one, and its exact type.
struct ChildKey: Hashable {
  var slot: Int
  var id: AnyHashable?
  var type: ObjectIdentifier
}
