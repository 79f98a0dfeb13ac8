// Badges: a count or a short text beside a tab's label in the tab bar, or at the trailing
// edge of a list row.

extension View {
  /// A count beside this tab's label in the tab bar; zero shows none.
  ///
  /// ```swift
  /// InboxView().tabItem { Label("Inbox", systemImage: "tray") }.badge(unread)
  /// ```
  public func badge(_ count: Int) -> some View {
    modifier(BadgeModifier(label: count == 0 ? nil : Text("\(count)")))
  }

  /// A text beside this tab's label in the tab bar; nil shows none.
  public func badge(_ label: Text?) -> some View {
    modifier(BadgeModifier(label: label))
  }

  public func badge(_ key: LocalizedStringKey?) -> some View {
    modifier(BadgeModifier(label: key.map { Text($0) }))
  }

  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(BadgeModifier(label: label.map { Text($0) }))
  }
}

/// `badge`: what the modified view's tab shows beside its label.
package struct BadgeModifier: ViewModifier {
  package let label: Text?

  package typealias Body = Never
}

/// A marker for rows that show their own badge (a `NavigationLink` in a list puts it before its
/// chevron), so the list does not draw it again.
package protocol ShowsListRowBadge {}

extension EnvironmentValues {
  /// The badge of the list row around (set by `badge` in a list), for a row that shows it.
  @Entry package var listRowBadge: Text? = nil
}
