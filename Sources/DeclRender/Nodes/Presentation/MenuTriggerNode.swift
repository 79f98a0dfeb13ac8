import Decl
import DeclGraph
import DeclInput

/// A view whose menu the context-menu key or a right click opens (`contextMenu`,
/// `swipeActions`, a `Menu`). A context menu or swipe actions around content with no control in
/// it make the view a focus stop, so the key can reach it; a click focuses it.
package final class MenuTriggerNode: StyledControlBehavior, ModifierNode, MenuOwningBehavior {
  package var modifier: MenuTrigger

  package init(_ modifier: MenuTrigger) { self.modifier = modifier }

  package var controlName: String { "view" }

  package func keyHelp(_ node: ViewNode) -> [KeyHelp] { [] }

  package func acceptsFocus(_ node: ViewNode) -> Bool {
    modifier.group.kind != .menu && node.content?.descendant(where: { $0.isFocusable }) == nil
  }
  package func clickTakesFocus(_ node: ViewNode) -> Bool { true }
  package func tapPriority(_ node: ViewNode) -> TapPriority? { nil }
  package func handleKey(_ event: KeyEvent, node: ViewNode) -> Bool { false }
  package func click(at point: Point, node: ViewNode) {}
  package func activate(_ node: ViewNode) {}

  /// A region for the right click under everything inside, then the view as a control.
  package func draw(_ node: ViewNode, into drawing: inout FrameDrawing, context: DrawContext) {
    drawing.addHitRegion(
      context.translated(node.frame), node: node, kind: .contextMenu, clip: context.clip)
    node.drawControl(into: &drawing, context: context, focusFrame: node.frame)
  }

  /// Opens the menu of `trigger`, listing with a context menu or swipe actions those of the
  /// triggers wrapped around the same view (leading swipe actions, trailing ones, then the
  /// context menu).
  static func open(_ trigger: ViewNode) {
    guard let behavior = trigger.behavior(MenuTriggerNode.self) else { return }
    var groups = [behavior.modifier.group]
    if behavior.modifier.group.kind != .menu {
      var node = trigger.parent
      // Up through wrappers of one view: modifiers, a view's body, a presentation's content.
      while let current = node, current.screenChildren.count == 1 {
        if let outer = current.behavior(MenuTriggerNode.self), outer.modifier.group.kind != .menu {
          groups.append(outer.modifier.group)
        }
        node = current.parent
      }
      groups.sort { order($0.kind) < order($1.kind) }
    }
    behavior.modifier.open(groups)
  }

  private static func order(_ kind: MenuKind) -> Int {
    switch kind {
    case .swipeActions(.leading): 0
    case .swipeActions(.trailing): 1
    case .contextMenu: 2
    case .menu: 3
    }
  }
}

extension MenuTrigger: PrimitiveNodeModifier {
  package typealias Node = MenuTriggerNode
}

extension ViewGraph {
  /// The context-menu key: opens the menu of the view around the focused control (or, for a
  /// focused row, inside it). Returns whether there was one.
  func openContextMenuOfFocus() -> Bool {
    guard let focused = context.focus.focused else { return false }
    let trigger =
      (focused.behavior is MenuTriggerNode ? focused : focused.ancestor(with: MenuTriggerNode.self))
      ?? focused.descendant(where: { $0.behavior is MenuTriggerNode })
    guard let trigger else { return false }
    MenuTriggerNode.open(trigger)
    return true
  }

  /// A right click: opens the menu of the view under the pointer.
  func openContextMenu(at point: Point) {
    guard !closeMenus(outside: point) else { return }
    let layer = modalLayers.count
    guard
      let region = context.lastFrame.hitRegions.last(where: {
        $0.layer == layer && $0.kind == .contextMenu && $0.rect.contains(point)
          && $0.node?.status.isMounted == true
      }), let trigger = region.node
    else { return }
    MenuTriggerNode.open(trigger)
  }

  /// A click outside the open menus closes them, down to the one it falls in (which it does
  /// not click). Returns whether the click was used so.
  func closeMenus(outside point: Point) -> Bool {
    var closed = false
    for layer in modalLayers.reversed() {
      guard layer.presentation?.style == .menu,
        let box = layer.behavior(PresentationNode.self)?.layerBox
      else { break }
      if box.contains(point) { return closed }
      layer.dismissPresentation()
      closed = true
    }
    return closed
  }

  /// The box of an open menu: as tall and wide as its items, under the view that opened it
  /// (above when there is no room below), or beside it for a submenu; always on screen.
  func menuBox(of layer: ViewNode, content: ViewNode, screen: Rect) -> Rect {
    let ideal = content.sizeThatFits(ProposedSize(width: nil, height: nil))
    let size = Size(
      width: min(screen.width, ideal.width + 2), height: min(screen.height, ideal.height + 2))
    let anchor = layer.content?.coveredFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
    var origin: Point
    if layer.environment.isInMenu {
      // Past the item's padding and the menu's border: beside the menu it is in.
      let right = anchor.maxX + 2
      origin = Point(
        x: right + size.width <= screen.maxX ? right : anchor.minX - size.width - 2,
        y: anchor.minY - 1)
    } else {
      let below = anchor.maxY
      origin = Point(
        x: anchor.minX,
        y: below + size.height <= screen.maxY || anchor.minY - size.height < 0
          ? below : anchor.minY - size.height)
    }
    origin.x = max(0, min(origin.x, screen.maxX - size.width))
    origin.y = max(0, min(origin.y, screen.maxY - size.height))
    return Rect(origin: origin, size: size)
  }
}
