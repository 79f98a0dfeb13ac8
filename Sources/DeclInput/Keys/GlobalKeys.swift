import Decl

/// What a key the focused control did not use can do everywhere: the actions of the global key
/// table, which an app can bind to other keys with `keyBinding(_:_:)`.
public enum GlobalKeyAction: Hashable, Sendable, CaseIterable {
  /// Focus the next control (Tab, ↓).
  case focusNext
  /// Focus the previous control (Shift-Tab, ↑).
  case focusPrevious
  /// Go back one screen or run the innermost `onExitCommand` (Escape).
  case back
  /// Dismiss the top menu, sheet, alert or dialog (Escape).
  case dismiss
  /// Move focus a screenful down, or scroll (Page Down).
  case pageDown
  /// Move focus a screenful up, or scroll (Page Up).
  case pageUp
  /// Open the focused view's context menu (Shift-F10, the Menu key).
  case contextMenu
  /// Refresh the `refreshable` view around focus (Ctrl-R, F5).
  case refresh

  /// Whether the action may move focus, so it needs the layout of what the keys before it did.
  package var mayMoveFocus: Bool {
    switch self {
    case .focusNext, .focusPrevious, .pageDown, .pageUp: true
    case .back, .dismiss, .contextMenu, .refresh: false
    }
  }
}

/// What the terminal keys do: the run loop acts on them before any view sees a key.
package enum TerminalKeyAction: Sendable {
  case quit
  case suspend
}

/// The keys that work everywhere: one table the graph routes by (`ViewGraph.handle`), batches
/// input by (`ViewGraph.apply`), lists in the key help footer and the README is checked against.
package enum GlobalKeys {
  /// The keys the graph acts on when the focused control did not use them, in the order they
  /// are tried: an app's `keyBinding(_:_:)` replaces an action's keys.
  package static let graph: KeyMap<GlobalKeyAction> = [
    KeyBinding(
      [.any(.tab), .any(.down)], .focusNext, "next", keyDisplay: "tab",
      detail: "move focus to the next control in reading order (a split view's columns one "
        + "after another); ↓ when the focused control does not use it"),
    KeyBinding(
      [.any(.backTab), .any(.up)], .focusPrevious, "previous", keyDisplay: "⇧tab",
      detail: "move focus to the previous control; ↑ when the focused control does not use it"),
    KeyBinding(
      [.any(.escape)], .back, "back",
      detail: "go back one screen in a navigation stack (or a collapsed split view) or run the "
        + "innermost `onExitCommand` (the gallery uses it to go back), whichever is nearest "
        + "the focused control"),
    KeyBinding(
      [.any(.escape)], .dismiss, "close",
      detail: "else dismiss the top menu, sheet, alert or dialog (an alert's cancel button runs)"),
    KeyBinding(
      [.any(.pageDown)], .pageDown, "page down", show: false,
      detail: "move focus a screenful down (scrolling with it); with nothing focused, scroll "
        + "the first list"),
    KeyBinding([.any(.pageUp)], .pageUp, "page up", show: false, detail: "the same, up"),
    KeyBinding(
      [KeyChord(.function(10), .shift), KeyChord(.function(16))], .contextMenu, "menu",
      keyDisplay: "⇧F10",
      detail: "open the menu of the focused view: its `contextMenu`, its `swipeActions` (both "
        + "edges, with the context menu, in one menu, leading actions first), or a `Menu`'s "
        + "items when it has a `primaryAction` (terminals send the Menu key as F16)"),
    KeyBinding(
      [.any(.ctrl("r")), .any(.function(5))], .refresh, "refresh", show: false,
      detail: "refresh the `refreshable` view around the focused control (else the first on "
        + "screen), with a spinner above it until the action returns"),
  ]

  /// The keys the run loop acts on before the views (not remappable: the input thread sees
  /// Ctrl-C ahead of the frame it would wait for).
  package static let terminal: KeyMap<TerminalKeyAction> = [
    KeyBinding(
      [.any(.ctrl("c"))], .quit, "quit", show: false,
      detail: "quit at once, ahead of any input still waiting to be handled"),
    KeyBinding(
      [.any(.ctrl("z"))], .suspend, "suspend", show: false,
      detail: "suspend: the process stops with the terminal restored; `fg` resumes with a full "
        + "repaint"),
  ]

  /// Whether any view or scene has called `keyBinding(_:_:)`; until one has, the graph reads no
  /// environment for the table (a key costs no walk down the screen's views).
  @MainActor package static var anyRemapping = false

  /// The graph's table with an app's bindings in place of the defaults of their actions.
  package static func graph(remapped: [GlobalKeyAction: [KeyboardShortcut]]) -> KeyMap<
    GlobalKeyAction
  > {
    guard !remapped.isEmpty else { return graph }
    var map = graph
    for index in map.bindings.indices {
      guard let shortcuts = remapped[map.bindings[index].action] else { continue }
      map.bindings[index].keys = shortcuts.map(KeyChord.shortcut)
      map.bindings[index].keyDisplay = nil
    }
    return map
  }
}

extension KeyEvent {
  /// Whether this is a terminal key, which the run loop takes before any view.
  package func isTerminalKey(_ action: TerminalKeyAction) -> Bool {
    GlobalKeys.terminal.binds(self) { $0 == action }
  }
}

extension TerminalKeyAction: Equatable {}

private struct GlobalKeyBindingsKey: EnvironmentKey {
  static let defaultValue: [GlobalKeyAction: [KeyboardShortcut]] = [:]
}

extension EnvironmentValues {
  /// The keys an app bound the global key actions to (`keyBinding(_:_:)`), by action.
  public var globalKeyBindings: [GlobalKeyAction: [KeyboardShortcut]] {
    get { self[GlobalKeyBindingsKey.self] }
    set { self[GlobalKeyBindingsKey.self] = newValue }
  }
}

extension View {
  /// Binds a global key action (moving focus, going back, paging, refreshing, the context
  /// menu) to `shortcuts` instead of its default keys, for the views inside; no shortcuts
  /// leaves the action without a key. The key help footer shows the new keys.
  ///
  /// ```swift
  /// ContentView()
  ///   .keyBinding(.refresh, KeyboardShortcut("l", modifiers: .control))
  ///   .keyBinding(.focusNext, KeyboardShortcut(.tab, modifiers: []), KeyboardShortcut("n", modifiers: .control))
  /// ```
  public func keyBinding(_ action: GlobalKeyAction, _ shortcuts: KeyboardShortcut...)
    -> some View
  {
    GlobalKeys.anyRemapping = true
    return transformEnvironment(\.globalKeyBindings) { $0[action] = shortcuts }
  }
}

extension Scene {
  /// Binds a global key action to `shortcuts` for the scene's views, as the view modifier does.
  public func keyBinding(_ action: GlobalKeyAction, _ shortcuts: KeyboardShortcut...)
    -> some Scene
  {
    GlobalKeys.anyRemapping = true
    return transformEnvironment(\.globalKeyBindings) { $0[action] = shortcuts }
  }
}
