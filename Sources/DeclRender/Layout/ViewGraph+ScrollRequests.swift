import Decl
import DeclGraph

extension ViewGraph {
  /// Applies the scroll requests, position bindings and default anchors to the scrolling
  /// containers they are about. A row of a lazy list that is not realized yet is first
  /// scrolled to by estimate; its window is realized and the next pass lines it up.
  func applyScrollRequests() {
    let scrolling = context.scene.scrolling
    for entry in scrolling.anchorNodes.values {
      guard let node = entry.node, node.status.isMounted else { continue }
      (node.behavior as? any ScrollRequestBehavior)?.applyScrollRequest(node)
    }
    for entry in scrolling.positionNodes.values {
      guard let node = entry.node, node.status.isMounted else { continue }
      (node.behavior as? any ScrollRequestBehavior)?.applyScrollRequest(node)
    }
    var remaining: [ScrollCoordinator.Request] = []
    for var request in scrolling.requests {
      guard let scope = request.scope, scope.status.isMounted else { continue }
      if let target = Self.node(withID: request.id, under: scope) {
        scrollIntoSight(target, anchor: request.anchor)
      } else if request.attempts < 3,
        scrollToLazyRow(request.id, anchor: request.anchor, under: scope)
      {
        request.attempts += 1
        remaining.append(request)
      } else if request.attempts == 0 {
        context.warn("scrollTo(\(request.id.base)): no view with that id is inside the reader")
      }
    }
    scrolling.requests = remaining
  }

  /// The realized view with explicit `id` (a `ForEach` element or `.id(_:)`) under `scope`.
  static func node(withID id: AnyHashable, under scope: ViewNode) -> ViewNode? {
    if scope.key.id == id { return scope }
    for child in scope.screenChildren {
      if let found = node(withID: id, under: child) { return found }
    }
    return nil
  }

  /// Scrolls the containers around `target` so it shows: `anchor`'s point of the target on
  /// the same point of the container, or without an anchor by as little as shows it.
  func scrollIntoSight(_ target: ViewNode, anchor: UnitPoint?) {
    guard let frame = target.coveredFrame else { return }
    var ancestor = target.parent
    while let container = ancestor {
      defer { ancestor = container.parent }
      guard let state = container.scrollState else { continue }
      let viewport = container.frame
      var delta = Point(x: 0, y: 0)
      if let anchor {
        delta.y =
          frame.minY - viewport.minY
          - Int((anchor.y * Double(viewport.height - frame.height)).rounded())
        if state.contentSize.width > viewport.width {
          delta.x =
            frame.minX - viewport.minX
            - Int((anchor.x * Double(viewport.width - frame.width)).rounded())
        }
      } else {
        if frame.minY < viewport.minY {
          delta.y = frame.minY - viewport.minY
        } else if frame.maxY > viewport.maxY {
          delta.y = min(frame.maxY - viewport.maxY, frame.minY - viewport.minY)
        }
      }
      guard delta.x != 0 || delta.y != 0 else { return }
      state.offset = Point(x: state.offset.x + delta.x, y: state.offset.y + delta.y)
      state.clamp()
      container.layout.isPlaced = false
      container.place(in: container.frame, proposal: nil)
      return
    }
  }

  /// Scrolls a lazy list (or lazy stack) whose data holds `id` to where that row should be,
  /// by the height of the rows realized so far, as `anchor` says; returns whether there was
  /// such a row.
  private func scrollToLazyRow(_ id: AnyHashable, anchor: UnitPoint?, under scope: ViewNode)
    -> Bool
  {
    guard let (source, index) = Self.lazyRow(withID: id, under: scope) else { return false }
    var ancestor = source.parent
    while let container = ancestor, container.scrollState == nil { ancestor = container.parent }
    guard let container = ancestor, let state = container.scrollState else { return false }
    let rows = source.children.compactMap(\.coveredFrame)
    // The rows' pitch, from the first realized row's top to the last's: it counts what the
    // container leaves between rows (a list's separators) as its own estimate does.
    let height = max(1, rows.first?.height ?? 1)
    let pitch =
      if let first = rows.first, let last = rows.last, rows.count > 1 {
        max(1, (last.minY - first.minY) / (rows.count - 1))
      } else {
        height
      }
    let rowTop = index * pitch
    let viewport = state.viewport.height
    if let anchor {
      state.offset.y = rowTop - Int((anchor.y * Double(viewport - height)).rounded())
    } else if rowTop < state.offset.y {
      state.offset.y = rowTop
    } else if rowTop + height > state.offset.y + viewport {
      state.offset.y = rowTop + height - viewport
    }
    container.invalidatePlacement()
    container.place(in: container.frame, proposal: nil)
    return true
  }

  /// The `ForEach` under `scope` whose data holds `id`, and the offset of that element.
  private static func lazyRow(withID id: AnyHashable, under scope: ViewNode) -> (ViewNode, Int)? {
    if let data = (scope.behavior as? any LazyRowsBehavior)?.lazyRows {
      for offset in 0..<data.count where data.id(at: offset).anyHashable == id {
        return (scope, offset)
      }
    }
    for child in scope.screenChildren {
      if let found = lazyRow(withID: id, under: child) { return found }
    }
    return nil
  }
}
