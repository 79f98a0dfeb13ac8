import Decl

/// Scrolling asked for by code rather than by keys or the wheel: `ScrollViewProxy.scrollTo`,
/// `scrollPosition(id:)` and `defaultScrollAnchor`. The graph applies it after each layout
/// pass (`applyScrollRequests`), when the frames of the views to scroll to are known.
@MainActor
package final class ScrollCoordinator {
  /// A view to bring into sight: the one with `id` under `scope`.
  package struct Request {
    package weak var scope: ViewNode?
    package let id: AnyHashable
    package let anchor: UnitPoint?
    /// Layout passes spent realizing the view's row in a lazy list.
    package var attempts = 0
  }

  package var requests: [Request] = []
  /// `scrollPosition(id:)` and `defaultScrollAnchor` modifiers, by node.
  package var positionNodes: [ObjectIdentifier: WeakNode] = [:]
  package var anchorNodes: [ObjectIdentifier: WeakNode] = [:]

  /// Asks for the view with `id` under `scope` to be scrolled into sight.
  package func scroll(to id: AnyHashable, anchor: UnitPoint?, under scope: ViewNode) {
    requests.removeAll { $0.scope === scope }
    requests.append(Request(scope: scope, id: id, anchor: anchor))
    scope.invalidatePlacement()
    scope.graph.updates.onNeedsUpdate?()
  }
}
