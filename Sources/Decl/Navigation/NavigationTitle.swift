// Titles shown in the title bar of the enclosing navigation stack while this screen is on top.

extension View {
  /// The title the navigation stack shows while this screen is on top.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationTitleModifier(title: title))
  }

  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// The title of iOS 13's navigation bar: the same as `navigationTitle`.
  public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(Text(titleKey))
  }

  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// The title, shown large at the leading edge or inline in the bar as `displayMode` says.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }

  /// The title from a localized key, shown as `displayMode` says.
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(Text(titleKey)).navigationBarTitleDisplayMode(displayMode)
  }

  /// The title from a string, shown as `displayMode` says.
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(Text(title)).navigationBarTitleDisplayMode(displayMode)
  }

  /// How this screen's title shows: `.large` bold at the leading edge on a row of its own
  /// under the bar (collapsing into the bar as the content scrolls), `.inline` centred in the
  /// bar, `.automatic` as the screen below (large on the first screen).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  { modifier(TitleDisplayModeModifier(displayMode: displayMode)) }

  /// Hides the back button of this screen (Escape still goes back unless the screen handles
  /// it with `onExitCommand`).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(BackButtonHiddenModifier(isHidden: hidesBackButton))
  }
}

/// Namespace of the title display modes, as in SwiftUI.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable {
    case automatic, inline, large
  }
}

/// `navigationTitle`: the title of the screen the modified view is on.
package struct NavigationTitleModifier: ViewModifier {
  package let title: Text

  package typealias Body = Never
}

/// `navigationBarTitleDisplayMode`: how the screen's title shows.
package struct TitleDisplayModeModifier: ViewModifier {
  package let displayMode: NavigationBarItem.TitleDisplayMode

  package typealias Body = Never
}

/// `navigationBarBackButtonHidden`: whether the screen's title bar shows a back button.
package struct BackButtonHiddenModifier: ViewModifier {
  package let isHidden: Bool

  package typealias Body = Never
}
