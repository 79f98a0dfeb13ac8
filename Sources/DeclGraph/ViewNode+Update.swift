import Decl

// Reconciliation: a node gets a new view value from its parent, describes its children (its
// body, for a view with one; its behaviour's children for a primitive), and matches them to
// its child nodes by key, keeping the state of those that match.

extension ViewNode {
  /// Gives the node a new view value and environment.
  ///
  /// The body runs again only when needed: when the node is dirty, when the view value
  /// changed, or when the environment changed something the body read. Otherwise a new
  /// environment just flows down to the children, and an unchanged one stops here.
  /// `viewIsSame` says the caller knows the value is the one the node already has.
  package func update(
    view newView: any View, environment newEnvironment: EnvironmentValues, viewIsSame: Bool = false
  ) {
    guard status.hasUpdated, !status.isDirty else {
      fullUpdate(view: newView, environment: newEnvironment)
      return
    }
    let sameView = viewIsSame || ViewEquivalence.isEquivalent(view, newView)
    guard sameView else {
      fullUpdate(view: newView, environment: newEnvironment)
      return
    }
    view = newView
    if newEnvironment.generation == environment.generation { return }
    if reads.environment.contains(where: { $0(newEnvironment) }) {
      fullUpdate(view: newView, environment: newEnvironment)
      return
    }
    environment = newEnvironment
    invalidateLayout()
    if behavior is CompositeNode || behavior is CustomModifierNode {
      for child in children {
        child.update(view: child.view, environment: newEnvironment, viewIsSame: true)
      }
    } else {
      reconcile(describeChildren(), viewsAreSame: true)
    }
  }

  /// Re-runs this node's own description (its body, for a view with one) with its current view.
  package func rerun() {
    fullUpdate(view: view, environment: environment)
  }

  private func fullUpdate(view newView: any View, environment newEnvironment: EnvironmentValues) {
    let isFirst = !status.hasUpdated
    view = newView
    environment = newEnvironment
    status.isDirty = false
    status.hasUpdated = true
    invalidateLayout()
    reconcile(describeChildren(), viewsAreSame: false)
    behavior.didUpdate(self, isFirst: isFirst)
  }

  /// The children the latest view value describes.
  private func describeChildren() -> [ChildSpec] {
    if let composite = behavior as? CompositeNode { return composite.describe(self) }
    return (view as! any AnyPrimitiveNodeView).describeChildren(to: behavior, in: self)
  }

  /// Runs a view's body with its dynamic properties installed from this node.
  func evaluateBody<V: View>(of view: V) -> any View {
    var installed = view
    return evaluate {
      DynamicPropertyInstaller.install(&installed, context: self)
      return installed.body
    }
  }

  /// Runs a body with this node recorded as the reader of every state and observable
  /// property it touches.
  package func evaluate(_ body: () -> any View) -> any View {
    graph.diagnostics.stats.bodyEvaluations += 1
    return track(body)
  }

  /// Runs `body` recording what it reads (state, bindings to state, observable properties) as
  /// this node's dependencies, replacing those of the last run.
  package func track<T>(_ body: () -> T) -> T {
    clearDependencies()
    reads.observationGeneration += 1
    let generation = reads.observationGeneration
    let inbox = graph.updates.observationInbox
    let reference = weakReference
    let graph = self.graph
    return withObservationTracking {
      DependencyTracking.reading(as: self, body)
    } onChange: {
      inbox.post(reference, generation: generation) {
        Task { @MainActor in graph.updates.drainObservations() }
      }
    }
  }

  /// Matches children by key: same role, id and type keeps the node (and its state); anything
  /// else makes a new node, and nodes no longer described are unmounted.
  private func reconcile(_ specs: [ChildSpec], viewsAreSame: Bool) {
    status.describedChildCount = specs.count
    if specs.count == children.count, keysMatch(specs) {
      for (spec, child) in zip(specs, children) {
        child.update(view: spec.view, environment: spec.environment, viewIsSame: viewsAreSame)
      }
      return
    }
    var existing: [ChildKey: ViewNode] = [:]
    for child in children { existing[child.key] = child }
    var seen: Set<ChildKey> = []
    var matched: [ViewNode] = []
    matched.reserveCapacity(specs.count)
    for (index, spec) in specs.enumerated() {
      var key = spec.key
      if !seen.insert(key).inserted {
        graph.warn(
          "duplicate id \(key.id.map { "\($0.base)" } ?? "(none)") among the children of \(typeName); "
            + "each view needs its own id")
        // Keep the duplicate on screen under a key of its own instead of dropping it.
        key.role = .element(-1 - index)
        seen.insert(key)
      }
      if let node = existing.removeValue(forKey: key) {
        node.update(view: spec.view, environment: spec.environment, viewIsSame: viewsAreSame)
        matched.append(node)
      } else {
        let node = ViewNode(
          graph: graph, parent: self, key: key, view: spec.view, environment: spec.environment)
        node.update(view: spec.view, environment: spec.environment)
        matched.append(node)
      }
    }
    children = matched
    for node in existing.values { node.unmount() }
  }

  /// Whether `specs` have the children's keys, in order. (A loop: a main-actor closure given
  /// to `allSatisfy` checks the executor at every call.)
  private func keysMatch(_ specs: [ChildSpec]) -> Bool {
    for (spec, child) in zip(specs, children) where spec.key != child.key { return false }
    return true
  }

  /// Detaches this node and everything below it, running their disappear actions.
  func unmount() {
    for child in children { child.unmount() }
    children = []
    behavior.willUnmount(self)
    graph.focus.nodeWillUnmount(self)
    markUnmounted()
    parent = nil
  }
}
