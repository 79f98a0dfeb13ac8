import Decl

/// One view in the persistent view graph.
///
/// A node keeps what must outlive a `body` run: the state of the view's dynamic properties,
/// its children, what its body read, and the layout of the current pass. Nodes are matched to
/// new view values by structural position, exact type and explicit id
/// (see `ViewNode+Reconcile.swift`).
@MainActor
final class ViewNode: DynamicPropertyContext, Dependent {
  /// Shared by every node of one graph: counters, dirty nodes, focus, the current pass.
  let graph: GraphContext
  weak var parent: ViewNode?
  /// The key this node was matched by among its siblings.
  let key: ChildKey
  /// Distance from the root; updates run shallowest first.
  let depth: Int

  /// The latest view value, as given by the parent.
  var view: any View
  var kind: NodeKind = .transparent
  var environment: EnvironmentValues
  var children: [ViewNode] = []

  // Update state.
  var hasUpdated = false
  var isDirty = false
  private(set) var isMounted = true
  /// Sources the last body run read, so a change there re-runs this node only.
  var dependencies: [ObjectIdentifier: DependencySource] = [:]
  /// For each environment value the body read: whether a new environment changes it.
  var environmentReads: [(EnvironmentValues) -> Bool] = []
  /// Bumped at every body run, so observation callbacks armed by older runs are ignored.
  var observationGeneration = 0
  /// Lifecycle modifier state (see `ViewNode+Lifecycle.swift`).
  var lifecycle: LifecycleState?
  /// Interactive control state (see `Controls/`).
  var control: ControlState?
  /// How many children the last description had (lazy lists need a single chain of them).
  var childSpecCount = 0
  /// For a `ForEach` that is a list's only content: the rows that exist as nodes now, the
  /// rows the list's layout wants next, and how many rows there are in all.
  var lazyWindow: Range<Int>?
  var requestedWindow: Range<Int>?
  var lazyRowCount = 0
  /// The count a `ForEach` over a constant range started with, to warn when it changes.
  var constantRangeCount: Int?
  /// Scroll position of a scrolling container (see `Layout/ScrollLayout.swift`).
  var scroll: ScrollState?
  /// Screens and title bar of a navigation stack (see `Presentation/NavigationStackNode.swift`).
  var navigation: NavigationState?
  /// What a presentation modifier remembers (see `Presentation/PresentationNode.swift`).
  var presentation: PresentationState?

  /// A reference observation callbacks can hold from any thread.
  lazy var weakReference = WeakNodeBox(self)

  /// Dynamic property storage, by slot.
  private var slots: [Int: AnyObject] = [:]

  // Layout state of the current pass (see Layout/).
  var frame = Rect(x: 0, y: 0, width: 0, height: 0)
  var sizeCache: [ProposedSize: Size] = [:]
  /// The child sizes a stack chose for each proposal this pass, so that placing it at the size
  /// it answered repeats the same distribution.
  var stackDistributions: [ProposedSize: StackDistribution] = [:]
  /// The proposal this node was last asked about in layout pass `lastProposalGeneration`:
  /// the parent places it right after.
  var lastProposal: ProposedSize?
  var lastProposalGeneration = 0
  /// The layout units below this node, looking through transparent nodes; nil until needed.
  var cachedLayoutChildren: [ViewNode]?
  /// Whether this node's subtree is placed for `frame` and nothing below changed since.
  var placementValid = false
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
    self.depth = (parent?.depth ?? -1) + 1
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

  func didRead(environment isStale: @escaping (EnvironmentValues) -> Bool) {
    environmentReads.append(isStale)
  }

  func didStartDepending(on source: DependencySource) {
    dependencies[ObjectIdentifier(source)] = source
  }

  func dependencyDidChange() {
    graph.markDirty(self)
  }

  /// Stops depending on everything the last body run read.
  func clearDependencies() {
    for source in dependencies.values { source.removeDependent(self) }
    dependencies.removeAll(keepingCapacity: true)
    environmentReads.removeAll(keepingCapacity: true)
  }

  /// Marks the node as gone: it no longer reacts to anything.
  func markUnmounted() {
    isMounted = false
    clearDependencies()
    observationGeneration += 1
  }
}

/// How a child is told apart from its siblings: its place in the parent's description, its
/// explicit id if it has one, and its exact type.
struct ChildKey: Hashable {
  var slot: Int
  var id: AnyHashable?
  var type: ObjectIdentifier
}
