// Titles shown in the title bar of the enclosing navigation stack while this screen is on top.

extension View {
  /// The title the navigation stack shows while this screen is on top.
  public func navigationTitle(_ title: Text) -> some View {
    builtin(.navigationBar(.title(title)))
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

  /// A terminal has one title size: accepted and ignored.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
    -> some View
  { self }

  /// Hides the back button of this screen (Escape still goes back unless the screen handles
  /// it with `onExitCommand`).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    builtin(.navigationBar(.backButtonHidden(hidesBackButton)))
  }
}

/// Namespace of the title display modes, as in SwiftUI.
public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable {
    case automatic, inline, large
  }
}

/// What a screen tells the title bar of its navigation stack.
package enum NavigationBarPreference {
  case title(Text)
  case backButtonHidden(Bool)
  /// Items shown at the right of the title bar (child 1 of the modifier).
  case toolbar(any View)
}
