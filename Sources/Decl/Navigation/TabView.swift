/// Several screens, one shown at a time, with a tab bar at the bottom to switch between them.
///
/// Each view of the content is a tab: its `tabItem` (or the `Tab`'s title and image) labels
/// it in the bar, `tag` (or the `Tab`'s value) is what `selection` holds while it shows, and
/// `badge` puts a count or text beside its label. Tabs keep their state while others show.
/// The bar is one focus stop: ←/→ (Home/End) select the previous or next (first, last) tab; a
/// click on a label selects its tab. `.tabViewStyle(.page)` shows the tabs as pages with an
/// index row `● ○ ○` instead.
///
/// ```swift
/// TabView(selection: $tab) {
///   InboxView().tabItem { Label("Inbox", systemImage: "tray") }.tag(Tab.inbox).badge(3)
///   SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  package let selection: TabSelection?
  package let content: Content

  /// Tabs whose selection is yours: the tab whose tag equals it shows.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection.map { TabSelection($0) }
    self.content = content()
  }

  public typealias Body = Never
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their selection themselves (the first tab shows first).
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// A tab view's selection, type-erased.
package struct TabSelection {
  /// The selected value, with optionals unwrapped (nil for nil).
  package let current: @MainActor () -> AnyHashable?
  /// Selects the tab with this tag, when its type fits the selection.
  package let select: @MainActor (AnyHashable) -> Void

  @MainActor package init<Value: Hashable>(_ binding: Binding<Value>) {
    current = { PickerOptions.normalized(binding.wrappedValue) }
    // A cast from `Any` also wraps the tag for an optional selection (`Binding<Tab?>`).
    select = { tag in
      if let value = tag.base as? Value { binding.wrappedValue = value }
    }
  }
}

/// The row of a tab view that switches tabs: the tab bar, or a page view's index row. The
/// renderer draws it from the tabs it finds.
package struct TabBar: View {
  package init() {}
  package typealias Body = Never
}

extension View {
  /// The label of this view's tab in the tab bar of the `TabView` it is in.
  ///
  /// ```swift
  /// .tabItem { Label("Recipes", systemImage: "book") }
  /// ```
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(TabItemModifier(label: label()))
  }
}

/// `tabItem`: the label of the modified view's tab.
package struct TabItemModifier: ViewModifier {
  package let label: any View

  package typealias Body = Never
}
