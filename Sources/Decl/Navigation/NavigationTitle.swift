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

  /// The title; a terminal has one title size, so the display mode is ignored.
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }

  /// The title from a localized key; the display mode is ignored (one title size).
  public func navigationBarTitle(
    _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(Text(titleKey))
  }

  /// The title from a string; the display mode is ignored (one title size).
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(Text(title))
  }

  /// A terminal has one title size: accepted and ignored.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  { self }

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

/// `navigationBarBackButtonHidden`: whether the screen's title bar shows a back button.
package struct BackButtonHiddenModifier: ViewModifier {
  package let isHidden: Bool

  package typealias Body = Never
}
