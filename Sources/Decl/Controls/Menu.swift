/// A button that opens a pop-up list of actions: buttons, toggles, pickers, dividers,
/// sections and nested menus (which open beside it).
///
/// Enter, Space or a click open it (with a `primaryAction`, they run the action, and the
/// context-menu key, Shift-F10 or Menu, or a right click open it). In the open menu ↑/↓ move,
/// Enter or a click chooses an item and closes every open menu, Escape or a click outside
/// closes it.
///
/// ```swift
/// Menu("Sort") {
///   Button("By name") { order = .name }
///   Button("By date") { order = .date }
/// }
/// ```
public struct Menu<Label: View, Content: View>: View {
  private let label: Label
  private let content: Content
  private let primaryAction: (@MainActor () -> Void)?
  @State private var isOpen = false
  @Environment(\.isInMenu) private var isInMenu
  @Environment(\.dismiss) private var dismissOuterMenus
  @Environment(\.menuIndicatorVisibility) private var indicator

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.primaryAction = nil
  }

  /// A menu whose label runs `primaryAction`; the context-menu key or a right click opens it.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  public var body: some View {
    let open: @MainActor () -> Void = { isOpen = true }
    // Inside a menu, choosing an item closes this menu and the ones it was opened from.
    let closeAll = DismissAction(token: nil) {
      isOpen = false
      if isInMenu { dismissOuterMenus() }
    }
    Button(action: primaryAction ?? open) {
      if isInMenu {
        HStack(spacing: 0) {
          label
          Spacer(minLength: 0)
          Text("›").padding(.leading, cells: 2)
        }
      } else if indicator == .hidden {
        label
      } else {
        CellStackLayout(.horizontal, spacing: 1) {
          label
          Text("⌄")
        }
      }
    }
    // Opening a submenu must not close the menu it is in.
    .environment(\.isDialogAction, false)
    .modifier(MenuTrigger(group: MenuGroup(kind: .menu, items: AnyView(content))) { _ in open() })
    .presentation(
      Presentation(
        style: .menu,
        content: isOpen ? MenuPopup(dismiss: closeAll) { content } : nil,
        dismiss: { isOpen = false }))
  }
}

extension Menu where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == Decl.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Decl.Label(titleKey, systemImage: systemImage) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Decl.Label(title, systemImage: systemImage) }
  }
}

extension Menu where Label == Decl.Label<Text, Image> {
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(
      content: content, label: { Decl.Label(titleKey, systemImage: systemImage) },
      primaryAction: primaryAction)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(
      content: content, label: { Decl.Label(title, systemImage: systemImage) },
      primaryAction: primaryAction)
  }

  /// A menu labelled with a title and an image of the asset catalog.
  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Decl.Label(titleKey, image: image) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { Decl.Label(title, image: image) }
  }

  public init(
    _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(
      content: content, label: { Decl.Label(titleKey, image: image) },
      primaryAction: primaryAction)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: ImageResource, @ViewBuilder content: () -> Content,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(
      content: content, label: { Decl.Label(title, image: image) }, primaryAction: primaryAction)
  }
}
