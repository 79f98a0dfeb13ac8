// Toolbars: items shown in the bars of the enclosing navigation stack while their screen is on
// top, where their placement puts them (the title bar's leading end, middle or trailing end, or
// a bar at the bottom).

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

/// One item of a toolbar, shown where its placement puts it: the leading or trailing end of the
/// title bar, its middle (`.principal`), or the bar at the bottom (`.bottomBar`, `.status`, and
/// `.keyboard` while a text field has focus).
public struct ToolbarItem<ID, Content: View>: View {
  private let content: Content
  private let placement: ToolbarItemPlacement
  private let identifier: String?

  public init(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content
  ) where ID == Void {
    self.content = content()
    self.placement = placement
    self.identifier = nil
  }

  /// An item of a customizable toolbar (`toolbar(id:content:)`); `showsByDefault` is for
  /// iPadOS's toolbar editor, so the item always shows here.
  public init(
    id: ID, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool = true,
    @ViewBuilder content: () -> Content
  ) where ID == String {
    self.content = content()
    self.placement = placement
    self.identifier = id
  }

  public var body: some View {
    content.modifier(ToolbarItemPlacementModifier(placement: placement))
  }
}

extension ToolbarItem: Identifiable where ID == String {
  /// The identifier a customizable toolbar knows the item by.
  nonisolated public var id: String { identifier ?? "" }
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
    content.modifier(ToolbarItemPlacementModifier(placement: placement))
  }
}

extension ToolbarItemGroup {
  /// Items placed together, with a label a Mac shows when the toolbar is too narrow; a terminal
  /// shows the items.
  public init<C: View, L: View>(
    placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
    @ViewBuilder label: () -> L
  ) where Content == LabeledToolbarItemGroupContent<C, L> {
    self.init(placement: placement) {
      LabeledToolbarItemGroupContent(content: content(), label: label())
    }
  }
}

/// A toolbar item group's items with the label a collapsed Mac toolbar shows for them.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  public var body: some View { content }
}

extension View {
  /// The older spelling of toolbar items: `leading` and `trailing` in the title bar.
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

/// `ToolbarItem(placement:)`: the placement the items inside it were given.
package struct ToolbarItemPlacementModifier: ViewModifier {
  package let placement: ToolbarItemPlacement

  package typealias Body = Never
}

/// Where a toolbar item goes: the leading or trailing end of the title bar, its middle, or the
/// bar at the bottom of the screen.
public struct ToolbarItemPlacement: Hashable, Sendable {
  package let name: String
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
  /// In the middle of the bottom bar, as status text.
  public static let status = ToolbarItemPlacement(name: "status")
  /// Above the on-screen keyboard: a terminal has none, so such items show in the bottom bar
  /// while a text field of the screen has focus.
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// A screen's toolbar items, as the navigation stack's bars show them.
package struct ToolbarItems: View {
  package let content: any View

  package init(content: any View) { self.content = content }

  package typealias Body = Never
}
