// Pop-up menus: what `Menu`, `contextMenu`, `swipeActions` and a `.menu` picker show while
// open. The renderer draws the popup as a modal layer (`Presentation.Style.menu`) beside the
// view that opened it; choosing an item closes every open menu before its action runs.

/// What opens a menu from a key or a right click, and what it lists.
package enum MenuKind: Equatable, Sendable {
  /// A `Menu`: its own items.
  case menu
  /// A `contextMenu`.
  case contextMenu
  /// `swipeActions` on one edge.
  case swipeActions(HorizontalEdge)
}

/// One group of items a menu lists: a menu's items, a context menu, one edge's swipe actions.
package struct MenuGroup {
  package let kind: MenuKind
  package let items: AnyView

  package init(kind: MenuKind, items: AnyView) {
    self.kind = kind
    self.items = items
  }
}

/// Marks a view whose menu the context-menu key (Shift-F10 or the Menu key) or a right click
/// opens. `open` is given the groups to list: this one's and those of the triggers around the
/// same view that merge with it (a row's context menu and swipe actions of both edges).
package struct MenuTrigger: ViewModifier {
  package let group: MenuGroup
  package let open: @MainActor ([MenuGroup]) -> Void

  package init(group: MenuGroup, open: @escaping @MainActor ([MenuGroup]) -> Void) {
    self.group = group
    self.open = open
  }

  package typealias Body = Never
}

/// A view's context menu or swipe actions: the trigger, and the popup it opens.
package struct MenuHost: ViewModifier {
  package let group: MenuGroup
  @State private var shown: [MenuGroup]?

  package init(group: MenuGroup) { self.group = group }

  package func body(content: Content) -> some View {
    let close: @MainActor () -> Void = { shown = nil }
    content
      .modifier(MenuTrigger(group: group) { shown = $0 })
      .presentation(
        Presentation(
          style: .menu,
          content: shown.map { groups in
            MenuPopup(dismiss: DismissAction(token: nil, action: close)) {
              ForEach(0..<groups.count, id: \.self) { index in
                if index > 0 { Divider() }
                groups[index].items
              }
            }
          },
          dismiss: close))
  }
}

/// The items of an open menu in a column: buttons are rows in the primary colour (red when
/// destructive) that close the menu, toggles are checkboxes, pickers list their options.
package struct MenuPopup<Content: View>: View {
  private let content: Content
  private let dismiss: DismissAction

  /// `dismiss` closes this menu and the menus it was opened from.
  package init(dismiss: DismissAction, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.dismiss = dismiss
  }

  package var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 0) { content }
        .padding(.horizontal, cells: 1)
    }
    .buttonStyle(MenuItemButtonStyle())
    .toggleStyle(MenuItemToggleStyle())
    .pickerStyle(.inline)
    .environment(\.isDialogAction, true)
    .environment(\.dismiss, dismiss)
    .environment(\.isInMenu, true)
    .environment(\.isInToolbar, false)
    .environment(\.isInsideControl, false)
  }
}

/// A menu item: the label across the menu's width.
package struct MenuItemButtonStyle: PrimitiveButtonStyle {
  package init() {}

  package func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
      .frame(maxWidth: .infinity, alignment: .leading)
  }
}

/// A toggle in a menu: its label after a `✓` while on.
package struct MenuItemToggleStyle: ToggleStyle, BuiltInToggleStyle {
  package init() {}

  package func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 0) {
      Text(configuration.isOn ? "✓ " : "  ")
      configuration.label
    }
    .frame(maxWidth: .infinity, alignment: .leading)
  }
}

extension EnvironmentValues {
  /// Whether views here are items of an open menu (a `Menu` here opens a submenu).
  @Entry package var isInMenu: Bool = false

  /// Set on the control a newly shown layer focuses first (a `.menu` picker's current option).
  @Entry package var prefersInitialFocus: Bool = false
}
