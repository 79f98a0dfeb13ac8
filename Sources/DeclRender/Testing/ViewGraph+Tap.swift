import Decl
import DeclGraph

// `TestHost.tap`: what a person tapping a labelled control would reach.

extension ViewGraph {
  /// Activates the first visible button, toggle or link whose label (shown or accessibility
  /// label) contains `label` or whose accessibility identifier is `label` (or, when none
  /// does, the first view with a tap gesture), leaving focus where it is as a click does (a
  /// list row or text field, which a click focuses, is focused). When several match, the focused
  /// control wins, as a user tapping the control they are on would expect; otherwise the first
  /// in reading order.
  /// Returns nil on success, or why nothing was activated.
  func tap(_ label: String) -> String? {
    let scope = interactionRoot
    let visible = context.focus.focusableNodes(under: scope)
    let tappable = visible.filter { $0.tapPriority == .control }
    func matching(_ priority: TapPriority) -> ViewNode? {
      let matches = visible.filter { $0.tapPriority == priority && $0.matchesTap(label) }
      return matches.first { $0 === context.focus.focused } ?? matches.first
    }
    let target = matching(.control) ?? matching(.gesture)
    guard let target, let control = target.behavior as? any ControlBehavior else {
      for bar in scope.screenNodes(with: TabBarNode.self) {
        guard bar.behavior(TabBarNode.self)?.selectTab(labelled: label, node: bar) == true
        else { continue }
        processUpdates()
        return nil
      }
      for stack in scope.screenNodes(with: NavigationStackNode.self).reversed() {
        guard let navigation = stack.behavior(NavigationStackNode.self),
          navigation.backButtonLabel(in: stack)?.contains(label) == true
        else { continue }
        withDiagnostics { navigation.popVisiblePage(stack) }
        processUpdates()
        return nil
      }
      if let disabled = allTappable(under: scope).first(where: {
        !$0.environment.isEnabled && $0.matchesTap(label)
      }) {
        let name = (disabled.behavior as? any ControlBehavior)?.controlName ?? "view"
        return "the \(name) \"\(label)\" is disabled"
      }
      let names = tappable.map { "\"\($0.tapText)\"" }.joined(separator: ", ")
      return "no visible button, toggle, link or text field matches \"\(label)\"; "
        + "visible ones: \(names.isEmpty ? "none" : names)"
    }
    withDiagnostics {
      if control.clickTakesFocus(target) { context.focus.setFocus(target) }
      control.activate(target)
    }
    processUpdates()
    return nil
  }

  private func allTappable(under node: ViewNode) -> [ViewNode] {
    var found: [ViewNode] = []
    if node.tapPriority != nil { found.append(node) }
    for child in node.screenChildren { found += allTappable(under: child) }
    return found
  }
}
