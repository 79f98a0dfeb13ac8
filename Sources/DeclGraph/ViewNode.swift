import Decl

/// One view in the persistent view graph.
///
/// A node keeps what must outlive a `body` run: the view's dynamic property storage, its
/// children, what its body read, and the layout of the current pass. What a kind of view does
/// (its size, drawing, keys) is its `behavior`; the node holds graph concerns only. Nodes are
/// matched to new view values by role, exact type and explicit id (`ViewNode+Update.swift`).
@MainActor
package final class ViewNode {
  /// Shared by every node of one graph: counters, dirty nodes, focus, the current pass.
  package let graph: GraphContext
  /// The node whose child this is; nil for the root and for a node taken out of the graph.
  ///
  /// Unowned rather than weak: a weak reference gives the parent a side table, after which
  /// every retain and release of it takes the runtime's slow path (a quarter of a frame's
  /// instructions went to reference counting). A parent owns its children, `unmount()` clears
  /// the reference in a node leaving the graph, and a parent's deinit clears its children's,
  /// so a child never holds the reference past its parent's life. Read on every walk up the
  /// graph; exempt from the dynamic exclusivity check as the properties below are.
  @exclusivity(unchecked) package unowned var parent: ViewNode?
  /// The key this node was matched by among its siblings.
  package let key: ChildKey
  /// Distance from the root; updates run shallowest first.
  package let depth: Int
  // The stored properties below are read and written on every update and draw, and are
  // main-actor state whose accesses are instantaneous (a read, a write, a copy iterated): no
  // access spans a call that could reach the same node. So they are exempt from the dynamic
  // exclusivity check, as `layout` is (see there); the checked builds of the test suite
  // passed before the checks were dropped.

  /// The latest view value, as given by the parent.
  @exclusivity(unchecked) var storedView: any View
  @exclusivity(unchecked) var storedEnvironment: EnvironmentValues
  @exclusivity(unchecked) var storedChildren: [ViewNode] = []
  /// What this kind of view does; made once, since a node's view type never changes.
  @usableFromInline package let behavior: any NodeBehavior
  /// Where the node is in its update cycle.
  @exclusivity(unchecked) var storedStatus: NodeStatus = NodeStatus()
  /// What the last body run read, and the storage of the view's dynamic properties.
  @exclusivity(unchecked) var storedReads: ReadRecord = ReadRecord()
  /// The layout of the current pass, and what is cached across passes.
  ///
  /// Every measurement reads and writes it, and the dynamic exclusivity check of a class's
  /// stored property (a thread-local access set, twice per access) was a tenth of a layout.
  /// It is main-actor state whose accesses are short and never overlap (no access to it
  /// spans a call that could reach the same node: answers are computed first and stored
  /// after), which the checked debug builds of the whole test suite confirmed before the
  /// check was dropped here.
  @exclusivity(unchecked) var storedLayout: NodeLayout = NodeLayout()

  // The graph's own code reaches the stored properties above without the dynamic exclusivity
  // check; another target's direct access to a stored property would make the check (the
  // attribute does not reach a client module), so the targets above read and write them
  // through these accessors.
  package var view: any View {
    get { storedView }
    _modify { yield &storedView }
  }

  package var environment: EnvironmentValues {
    get { storedEnvironment }
    _modify { yield &storedEnvironment }
  }

  package var children: [ViewNode] {
    get { storedChildren }
    _modify { yield &storedChildren }
  }

  package var status: NodeStatus {
    get { storedStatus }
    _modify { yield &storedStatus }
  }

  package var reads: ReadRecord {
    get { storedReads }
    _modify { yield &storedReads }
  }

  package var layout: NodeLayout {
    get { storedLayout }
    _modify { yield &storedLayout }
  }

  package init(
    graph: GraphContext, parent: ViewNode?, key: ChildKey, view: any View,
    environment: EnvironmentValues
  ) {
    self.graph = graph
    self.parent = parent
    self.key = key
    self.depth = (parent?.depth ?? -1) + 1
    self.storedView = view
    self.storedEnvironment = environment
    self.behavior = (view as? any AnyPrimitiveNodeView)?.makeNodeBehavior() ?? CompositeNode()
    graph.diagnostics.liveNodeCount += 1
  }

  isolated deinit {
    graph.diagnostics.liveNodeCount -= 1
    for child in children { child.parent = nil }
  }

  /// The node's behaviour as the type its view's kind makes. The one place the graph recovers a
  /// behaviour's type: a node's behaviour is made from its first view value, and a node's view
  /// type never changes (children are matched by type), so the type is known; debug builds check.
  @inlinable package func typedBehavior<B: NodeBehavior>(
    _ behavior: any NodeBehavior, as type: B.Type
  ) -> B {
    unsafeDowncast(behavior, to: B.self)
  }

  /// The type of the view, for messages.
  package var typeName: String { "\(type(of: view))" }

  /// The behaviour, when it is of type `B`.
  @inlinable package func behavior<B: NodeBehavior>(_ type: B.Type) -> B? { behavior as? B }

  /// The child in `role`, if there is one.
  package func child(_ role: ChildRole) -> ViewNode? {
    children.first { $0.key.role == role }
  }

  /// What a modifier modifies or a container contains.
  package var content: ViewNode? { child(.content) }
}

/// Where a node is in its update cycle.
package struct NodeStatus {
  /// Described at least once.
  var hasUpdated = false
  /// Waiting to be described again.
  package var isDirty = false
  /// Still in the graph.
  package var isMounted = true
  /// How many children the last description had (a lazy list needs a single chain).
  package var describedChildCount = 0
}

/// What a node's last body run read, and its dynamic property storage.
package struct ReadRecord {
  /// Sources the last body run read, so a change there re-runs this node only.
  package var dependencies: [ObjectIdentifier: DependencySource] = [:]
  /// For each environment value the body read: whether a new environment changes it.
  package var environment: [(EnvironmentValues) -> Bool] = []
  /// Bumped at every body run, so observation callbacks armed by older runs are ignored.
  var observationGeneration = 0
  /// A reference observation callbacks can hold from any thread, made on first use.
  var weakReference: WeakNodeBox?
  /// Dynamic property storage, by slot.
  package var slots: [Int: AnyObject] = [:]
}

extension ViewNode: DynamicPropertyContext, Dependent {
  package func storage<T: AnyObject>(slot: Int, make: () -> T) -> T {
    if let existing = reads.slots[slot] as? T { return existing }
    let made = make()
    reads.slots[slot] = made
    return made
  }

  package func didRead(environment isStale: @escaping (EnvironmentValues) -> Bool) {
    reads.environment.append(isStale)
  }

  package var focusRequests: (any FocusRequestSink)? { graph.focus }

  package func didStartDepending(on source: DependencySource) {
    reads.dependencies[ObjectIdentifier(source)] = source
  }

  package func dependencyDidChange() {
    graph.markDirty(self)
  }

  /// Stops depending on everything the last body run read.
  func clearDependencies() {
    for source in reads.dependencies.values { source.removeDependent(self) }
    reads.dependencies.removeAll(keepingCapacity: true)
    reads.environment.removeAll(keepingCapacity: true)
  }

  /// A reference observation callbacks can hold from any thread.
  var weakReference: WeakNodeBox {
    if let reference = reads.weakReference { return reference }
    let made = WeakNodeBox(self)
    reads.weakReference = made
    return made
  }

  /// Marks the node as gone: it no longer reacts to anything.
  func markUnmounted() {
    status.isMounted = false
    clearDependencies()
    reads.observationGeneration += 1
  }
}
