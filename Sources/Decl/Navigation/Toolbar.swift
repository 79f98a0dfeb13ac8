// Toolbars: items shown at the right of the title bar of the enclosing navigation stack while
// their screen is on top.

extension View {
  /// Items for the title bar of the navigation stack this screen is in.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
  /// }
  /// ```
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(ToolbarModifier(items: content()))
  }
}

/// `toolbar`: items the title bar shows while the modified view's screen is on top.
package struct ToolbarModifier: ViewModifier {
  package let items: any View

  package typealias Body = Never
}

/// One item of a toolbar; a terminal title bar shows every item at its right, in order
/// (items placed `.keyboard` are not shown: there is no on-screen keyboard).
public struct ToolbarItem<ID, Content: View>: View {
  private let content: Content
  private let placement: ToolbarItemPlacement

  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) where ID == Void {
    self.content = content()
    self.placement = placement
  }

  public init(
    id: ID, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) where ID == String {
    self.content = content()
    self.placement = placement
  }

  public var body: some View {
    if placement != .keyboard { content }
  }
}

/// Several toolbar items placed together.
public struct ToolbarItemGroup<Content: View>: View {
  private let content: Content
  private let placement: ToolbarItemPlacement

  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.placement = placement
  }

  public var body: some View {
    if placement != .keyboard { content }
  }
}

extension View {
  /// The older spelling of toolbar items: `leading` and `trailing` in the title bar (a
  /// terminal shows both at its right, leading first).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    toolbar {
      ToolbarItem(placement: .navigationBarLeading) { leading }
      ToolbarItem(placement: .navigationBarTrailing) { trailing }
    }
  }

  public func navigationBarItems<L: View>(leading: L) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
  }

  public func navigationBarItems<T: View>(trailing: T) -> some View {
    toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
  }
}

/// Where a toolbar item goes; the title bar has one place for items, at its right.
public struct ToolbarItemPlacement: Hashable, Sendable {
  private let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  /// Above the on-screen keyboard: a terminal has none, so such items are not shown.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}
