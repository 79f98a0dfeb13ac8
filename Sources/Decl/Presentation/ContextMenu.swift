// Context menus and swipe actions: menus a view opens from the context-menu key (Shift-F10 or
// the Menu key) or a right click. A view made only of text becomes a focus stop so the key can
// reach it; a row's context menu and swipe actions (both edges) open as one menu.

extension View {
  /// Items shown in a menu opened on this view by Shift-F10, the Menu key or a right click.
  ///
  /// ```swift
  /// Text(restaurant.name)
  ///   .contextMenu {
  ///     Button("Check-in") { checkIn(restaurant) }
  ///     Button("Delete", role: .destructive) { delete(restaurant) }
  ///   }
  /// ```
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    modifier(MenuHost(group: MenuGroup(kind: .contextMenu, items: AnyView(menuItems()))))
  }

  /// A context menu with a preview; a terminal shows the menu without the preview.
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> some View {
    contextMenu(menuItems: menuItems)
  }

  /// A context menu from the older `ContextMenu` value; nil shows none.
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
    let items = contextMenu.map { AnyView($0.menuItems) } ?? AnyView(EmptyView())
    return modifier(MenuHost(group: MenuGroup(kind: .contextMenu, items: items)))
  }

  /// Actions a swipe on a list row reveals; in a terminal the context-menu key (Shift-F10 or
  /// Menu) or a right click on the row opens them as a menu, leading edge first.
  ///
  /// ```swift
  /// .swipeActions(edge: .leading) { Button("Done") { done(item) }.tint(.green) }
  /// ```
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    modifier(MenuHost(group: MenuGroup(kind: .swipeActions(edge), items: AnyView(content()))))
  }
}

/// The items of a context menu, as the older `contextMenu(_:)` takes them.
public struct ContextMenu<MenuItems: View> {
  package let menuItems: MenuItems

  public init(@ViewBuilder menuItems: () -> MenuItems) {
    self.menuItems = menuItems()
  }
}
