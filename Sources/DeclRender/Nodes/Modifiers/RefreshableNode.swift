import Decl
import DeclGraph

/// `refreshable`: puts a `RefreshAction` in the content's environment; while a refresh runs
/// (Ctrl-R or F5, or code calling the action), a spinner row sits above the content, as the
/// spinner a pulled-down list shows on iOS.
package final class RefreshableNode: NodeBehavior, ModifierNode {
  package var modifier: RefreshableModifier
  private(set) var isRefreshing = false

  package init(_ modifier: RefreshableModifier) { self.modifier = modifier }

  package var isTransparent: Bool { false }

  package func children(content: any View, in node: ViewNode) -> [ChildSpec] {
    var inner = node.environment
    inner.refresh = RefreshAction { [weak self, weak node] in
      guard let self, let node else { return }
      await self.refresh(node)
    }
    var specs = [ChildSpec(.content, view: content, environment: inner)]
    if isRefreshing {
      specs.append(ChildSpec(.header, view: ProgressView(), environment: node.environment))
    }
    return specs
  }

  /// Runs the action once at a time, showing the spinner until it returns.
  func refresh(_ node: ViewNode) async {
    guard !isRefreshing else { return }
    isRefreshing = true
    node.graph.markDirty(node)
    await modifier.action()
    isRefreshing = false
    if node.status.isMounted { node.graph.markDirty(node) }
  }

  /// Starts a refresh from a key: a task the graph knows of, so hosts can wait for it.
  func startRefresh(_ node: ViewNode) {
    guard !isRefreshing else { return }
    let key = ObjectIdentifier(node)
    let graph = node.graph
    graph.updates.runningTasks[key] = Task { @MainActor [weak self, weak node, weak graph] in
      if let self, let node { await self.refresh(node) }
      graph?.updates.runningTasks[key] = nil
    }
  }

  package func sizeThatFits(_ proposal: ProposedSize, node: ViewNode) -> Size {
    guard node.child(.header) != nil else { return node.content?.sizeThatFits(proposal) ?? .zero }
    let inner = ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - 1) })
    let content = node.content?.sizeThatFits(inner) ?? .zero
    return Size(width: content.width, height: content.height + 1)
  }

  package func place(_ node: ViewNode, in rect: Rect) {
    guard let spinner = node.child(.header) else {
      node.content?.place(in: rect, proposal: node.currentProposal)
      return
    }
    let size = spinner.sizeThatFits(ProposedSize(width: rect.width, height: 1))
    spinner.place(
      in: Rect(
        x: rect.minX + max(0, (rect.width - size.width) / 2), y: rect.minY,
        width: min(size.width, rect.width), height: min(1, rect.height)),
      proposal: nil)
    node.content?.place(
      in: Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: max(0, rect.height - 1)),
      proposal: ProposedSize(width: rect.width, height: max(0, rect.height - 1)))
  }
}

extension RefreshableModifier: PrimitiveNodeModifier {
  package typealias Node = RefreshableNode
}

extension ViewGraph {
  /// The mouse wheel turned up over a scrolling container already at its top: refreshes the
  /// `refreshable` view around it, as pulling a list down does. Returns whether there was one.
  func refreshFromWheel(over container: ViewNode) -> Bool {
    guard let node = container.ancestor(with: RefreshableNode.self),
      let refreshable = node.behavior(RefreshableNode.self)
    else { return false }
    refreshable.startRefresh(node)
    return true
  }

  /// Ctrl-R or F5: refreshes the `refreshable` view around the focused control, or else the
  /// first on screen. Returns whether there was one.
  func refreshFromKey() -> Bool {
    var node = context.focus.focused
    while let current = node {
      if let refreshable = current.behavior(RefreshableNode.self) {
        refreshable.startRefresh(current)
        return true
      }
      node = current.parent
    }
    guard let first = interactionRoot.screenNodes(with: RefreshableNode.self).first,
      let refreshable = first.behavior(RefreshableNode.self)
    else { return false }
    refreshable.startRefresh(first)
    return true
  }
}
