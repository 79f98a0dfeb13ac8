import Decl
import DeclCanvas
import DeclGraph
import DeclInput

// What the key help footer (`keyboardHelp()`) lists: the keys that work where focus is now.

extension ViewGraph {
  /// Fills the footer rows `keyboardHelp()` kept in the layers drawn so far: bold keys and
  /// grey actions on the darkest system grey, whole entries only.
  func drawKeyHelpFooters(into drawing: inout FrameDrawing) {
    guard !drawing.keyHelpFooters.isEmpty else { return }
    let footers = drawing.keyHelpFooters
    drawing.keyHelpFooters.removeAll()
    let entries = keyHelp()
    for (row, clip, node) in footers {
      let resolver = StyleResolver(environment: node.environment)
      let background = resolver.cellColor(.systemGray6) ?? .default
      let keyStyle = CellStyle(
        foreground: resolver.cellColor(.primary) ?? .default, background: background,
        attributes: [.bold])
      let actionStyle = CellStyle(
        foreground: resolver.cellColor(.secondary) ?? .default, background: background,
        attributes: [])
      drawing.canvas.fill(clip, style: actionStyle)
      var x = row.minX + 1
      for entry in entries {
        let keys = TerminalWidth.of(entry.keys)
        let action = TerminalWidth.of(entry.action)
        // One that does not fit, and those after it, are left out.
        guard x + keys + 1 + action <= row.maxX - 1 else { break }
        drawing.putLine(
          entry.keys, at: Point(x: x, y: row.minY), maxWidth: keys, style: keyStyle, clip: clip)
        drawing.putLine(
          entry.action, at: Point(x: x + keys + 1, y: row.minY), maxWidth: action,
          style: actionStyle, clip: clip)
        x += keys + 1 + action + 2
      }
    }
  }

  /// The focused control's keys, then the global key table's (Tab, Shift-Tab, Escape when
  /// something can be dismissed or gone back from), then every keyboard shortcut on screen (in
  /// the top sheet, if one is up) and in the scene's commands, titled by its control. A key
  /// listed once is not listed again: the first entry is the one that acts.
  func keyHelp() -> [KeyHelp] {
    var entries: [KeyHelp] = []
    let global = globalKeyMap
    if let focused = context.focus.focused, focused.status.isMounted,
      let control = focused.behavior as? any ControlBehavior
    {
      entries += control.keyHelp(focused)
      if focused.ancestor(where: { $0.behavior is any MenuOwningBehavior }) != nil {
        entries += global.help { $0 == .contextMenu }
      }
    }
    let isDialog = modalLayers.last?.presentsDialog ?? false
    let canGoBack = !isDialog && escapeAction(within: interactionRoot) != nil
    entries += global.help { action in
      switch action {
      case .back: canGoBack
      case .dismiss: !canGoBack && !modalLayers.isEmpty
      case .contextMenu: false
      case .focusNext, .focusPrevious, .pageDown, .pageUp, .refresh: true
      }
    }
    entries += shortcutHelp()
    var seen: Set<String> = []
    return entries.filter { seen.insert($0.keys).inserted }
  }

  /// The keyboard shortcuts of enabled controls on screen, then of the scene's commands.
  private func shortcutHelp() -> [KeyHelp] {
    var entries: [KeyHelp] = []
    func collect(_ node: ViewNode, onScreen: Bool) {
      if node.behavior is any ConcealingBehavior { return }
      if node.behavior is any ControlBehavior, node.environment.isEnabled,
        let shortcut = node.environment.keyboardShortcut
      {
        let title = node.textContent.trimmingCharacters(in: .whitespaces)
        entries.append(KeyHelp(shortcut, action: title.isEmpty ? "action" : title))
      }
      for child in onScreen ? node.screenChildren : node.children {
        collect(child, onScreen: onScreen)
      }
    }
    collect(interactionRoot, onScreen: true)
    if let commands = context.scene.commands, commands.status.isMounted {
      for child in commands.children where child.key.role != .content {
        collect(child, onScreen: false)
      }
    }
    return entries
  }
}
