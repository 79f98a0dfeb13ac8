import Decl

/// A child as described by its parent's latest view value, before it is matched to a node.
struct ChildSpec {
  var key: ChildKey
  var view: any View
  var environment: EnvironmentValues

  init(slot: Int, id: AnyHashable? = nil, view: any View, environment: EnvironmentValues) {
    self.key = ChildKey(slot: slot, id: id, type: ObjectIdentifier(type(of: view)))
    self.view = view
    self.environment = environment
  }
}

extension ViewNode {
  /// Gives the node a new view value and environment.
  ///
  /// The body runs again only when needed: when the node is dirty, when the view value
  /// changed, or when the environment changed something the body read. Otherwise a new
  /// environment just flows down to the children, and an unchanged one stops here.
  /// `viewIsSame` says the caller knows the value is the one the node already has.
  func update(
    view newView: any View, environment newEnvironment: EnvironmentValues, viewIsSame: Bool = false
  ) {
    guard hasUpdated, !isDirty else {
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
    if environmentReads.contains(where: { $0(newEnvironment) }) {
      fullUpdate(view: newView, environment: newEnvironment)
      return
    }
    environment = newEnvironment
    invalidateLayout()
    switch kind {
    case .composite, .customModifier:
      for child in children {
        child.update(view: child.view, environment: newEnvironment, viewIsSame: true)
      }
    default:
      reconcile(describeChildren(), viewsAreSame: true)
    }
  }

  /// Re-runs this node's own description (its body, for a view with one) with its current view.
  func rerun() {
    fullUpdate(view: view, environment: environment)
  }

  private func fullUpdate(view newView: any View, environment newEnvironment: EnvironmentValues) {
    let isFirst = !hasUpdated
    view = newView
    environment = newEnvironment
    isDirty = false
    hasUpdated = true
    invalidateLayout()
    reconcile(describeChildren(), viewsAreSame: false)
    updateLifecycle(isFirst: isFirst)
    updatePresentation()
    registerDestinationBuilder()
    graph.focus.nodeDidUpdate(self)
  }

  /// Reads the view value: sets `kind` and returns the children it describes.
  private func describeChildren() -> [ChildSpec] {
    guard let primitive = (view as? any PrimitiveView)?.primitive else {
      kind = .composite
      return [ChildSpec(slot: 0, view: evaluateBody(of: view), environment: environment)]
    }
    switch primitive {
    case .empty:
      kind = .transparent
      return []
    case .group(let views):
      kind = .transparent
      return views.enumerated().map { ChildSpec(slot: $0, view: $1, environment: environment) }
    case .branch(let index, let content):
      kind = .transparent
      return [ChildSpec(slot: index, view: content, environment: environment)]
    case .erased(let content), .modifierContent(let content):
      kind = .transparent
      return [ChildSpec(slot: 0, view: content, environment: environment)]
    case .forEach(let content):
      kind = .transparent
      if content.isConstantRange {
        if let initial = constantRangeCount, initial != content.count {
          graph.warn(
            "ForEach(_:content:) over a range changed its count from \(initial) to \(content.count); "
              + "it should only be used for constant data: use ForEach(_:id:content:) instead")
        }
        constantRangeCount = content.count
      }
      let offsets = realizedOffsets(of: content)
      if let rows = listRowViews(content, offsets: offsets) {
        return zip(offsets, rows).map {
          ChildSpec(slot: 0, id: content.id(at: $0), view: $1, environment: environment)
        }
      }
      return offsets.map {
        ChildSpec(
          slot: 0, id: content.id(at: $0), view: content.view(at: $0), environment: environment)
      }
    case .leaf(let leaf):
      kind = NodeKind(leaf)
      return []
    case .container(.navigationStack(let spec), let root):
      kind = .container(.navigationStack(spec))
      return describeNavigationStack(spec, root: root)
    case .navigationPathPage(let value):
      kind = .transparent
      return describePathPage(value)
    case .container(let container, let content):
      kind = .container(container)
      var specs = [ChildSpec(slot: 0, view: content, environment: environment)]
      if case .section(let header, let footer) = container {
        var headerEnvironment = environment
        headerEnvironment.textCase = environment.textCase ?? .uppercase
        if let header {
          specs.append(ChildSpec(slot: 1, view: header, environment: headerEnvironment))
        }
        if let footer { specs.append(ChildSpec(slot: 2, view: footer, environment: environment)) }
      }
      return specs
    case .modified(let content, let modifier):
      return describe(content: content, modifier: modifier)
    case .customModifier(let content, let modifier):
      kind = .customModifier
      return [
        ChildSpec(
          slot: 0, view: evaluateBody(of: modifier, content: content), environment: environment)
      ]
    case .control(let control):
      kind = .control(control)
      return describeControl(control)
    }
  }

  private func describe(content: any View, modifier: BuiltinModifier) -> [ChildSpec] {
    switch modifier {
    case .environment(let transform):
      kind = .transparent
      var inner = environment
      transform(&inner)
      return [ChildSpec(slot: 0, view: content, environment: inner)]
    case .id(let id):
      kind = .transparent
      return [ChildSpec(slot: 0, id: id, view: content, environment: environment)]
    case .lifecycle:
      kind = .modifier(modifier)
      return [ChildSpec(slot: 0, view: content, environment: environment)]
    case .presentation(let presentation):
      kind = .modifier(modifier)
      return describePresentation(content: content, presentation)
    case .navigationBar(.toolbar(let items)):
      kind = .modifier(modifier)
      var inner = environment
      inner.isInList = false
      inner.listSelection = nil
      return [
        ChildSpec(slot: 0, view: content, environment: environment),
        ChildSpec(slot: 1, view: HStack(spacing: 2) { AnyView(items) }, environment: inner),
      ]
    case .decoration(let decoration, _, _):
      kind = .modifier(modifier)
      return [
        ChildSpec(slot: 0, view: content, environment: environment),
        ChildSpec(slot: 1, view: decoration, environment: environment),
      ]
    default:
      kind = .modifier(modifier)
      return [ChildSpec(slot: 0, view: content, environment: environment)]
    }
  }

  private func evaluateBody<V: View>(of view: V) -> any View {
    var installed = view
    return evaluate {
      DynamicPropertyInstaller.install(&installed, context: self)
      return installed.body
    }
  }

  private func evaluateBody<M: ViewModifier>(of modifier: M, content: any View) -> any View {
    var installed = modifier
    return evaluate {
      DynamicPropertyInstaller.install(&installed, context: self)
      return installed.body(content: _ViewModifier_Content<M>(content))
    }
  }

  /// Runs a body with this node recorded as the reader of every state and observable
  /// property it touches.
  func evaluate(_ body: () -> any View) -> any View {
    graph.stats.bodyEvaluations += 1
    return track(body)
  }

  /// Runs `body` recording what it reads (state, bindings to state, observable properties) as
  /// this node's dependencies, replacing those of the last run.
  func track<T>(_ body: () -> T) -> T {
    clearDependencies()
    observationGeneration += 1
    let generation = observationGeneration
    let inbox = graph.observationInbox
    let reference = weakReference
    let graph = self.graph
    return withObservationTracking {
      DependencyTracking.reading(as: self, body)
    } onChange: {
      inbox.post(reference, generation: generation) {
        Task { @MainActor in graph.drainObservations() }
      }
    }
  }

  /// Matches children by key: same slot, id and type keeps the node (and its state); anything
  /// else makes a new node, and nodes no longer described are unmounted.
  private func reconcile(_ specs: [ChildSpec], viewsAreSame: Bool) {
    childSpecCount = specs.count
    if specs.count == children.count, zip(specs, children).allSatisfy({ $0.key == $1.key }) {
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
        key.slot = -1 - index
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

  /// Detaches this node and everything below it, running their disappear actions.
  func unmount() {
    for child in children { child.unmount() }
    children = []
    unmountLifecycle()
    unmountPresentation()
    graph.focus.nodeWillUnmount(self)
    markUnmounted()
    parent = nil
  }

  /// The type of the view, for messages.
  var typeName: String { "\(type(of: view))" }
}

extension NodeKind {
  init(_ leaf: Leaf) {
    switch leaf {
    case .text(let text): self = .text(text)
    case .fill(let style): self = .fill(style)
    case .spacer(let minLength): self = .spacer(minLength: minLength)
    case .divider: self = .divider
    case .image(let image): self = .image(image)
    }
  }
}
