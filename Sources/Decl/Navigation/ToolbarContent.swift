// Toolbar content as its own kind, as SwiftUI spells it: `struct EditorToolbar: ToolbarContent`
// and `@ToolbarContentBuilder` properties. Toolbar items are views in Decl (they place their
// content through a modifier the navigation bar collects), so toolbar content is a view too and
// `.toolbar { EditorToolbar() }` goes through the same `toolbar(content:)`.

/// Content for a toolbar: `ToolbarItem`s, `ToolbarItemGroup`s, and types made of them.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///   var body: some ToolbarContent {
///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
///     ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent: View {}

/// Toolbar content whose items a person could rearrange (iPadOS and macOS); a terminal keeps
/// them where the program puts them.
@MainActor @preconcurrency
public protocol CustomizableToolbarContent: ToolbarContent {}

extension ToolbarItem: CustomizableToolbarContent {}
extension ToolbarItemGroup: CustomizableToolbarContent {}
extension TupleView: CustomizableToolbarContent {}
extension _ConditionalContent: ToolbarContent, CustomizableToolbarContent
where TrueContent: View, FalseContent: View {}
extension Optional: ToolbarContent, CustomizableToolbarContent where Wrapped: View {}
extension Group: ToolbarContent, CustomizableToolbarContent {}
extension AnyView: ToolbarContent {}

extension CustomizableToolbarContent {
  /// Whether the item shows before a person customizes the toolbar; it always shows here.
  public func defaultCustomization(
    _ defaultVisibility: Visibility = .automatic,
    options: ToolbarCustomizationOptions = []
  ) -> some CustomizableToolbarContent { self }

  /// Whether a person may remove or move the item; a terminal has no toolbar editor.
  public func customizationBehavior(
    _ behavior: ToolbarCustomizationBehavior
  ) -> some CustomizableToolbarContent { self }
}

/// How a person may change a customizable toolbar item.
public struct ToolbarCustomizationBehavior: Sendable {
  private let name: String
  /// Removable and movable.
  public static let `default` = ToolbarCustomizationBehavior(name: "default")
  /// Movable, not removable.
  public static let reorderable = ToolbarCustomizationBehavior(name: "reorderable")
  /// Neither.
  public static let disabled = ToolbarCustomizationBehavior(name: "disabled")
}

/// Options for a customizable toolbar item's default placement.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The item stays in the overflow menu when removed from the toolbar.
  public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

/// Items the system adds to a toolbar by itself, which `toolbar(removing:)` can take away.
public struct ToolbarDefaultItemKind: Sendable {
  private let name: String
  /// The button that shows and hides a split view's sidebar.
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
}

/// Builds toolbar content from a closure's statements: `@ToolbarContentBuilder`.
@resultBuilder
@MainActor @preconcurrency
public enum ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleView<(C0, C1)> {
    TupleView(elements: (c0, c1))
  }

  public static func buildBlock<C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleView<(C0, C1, C2)> {
    TupleView(elements: (c0, c1, c2))
  }

  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> TupleView<(C0, C1, C2, C3)> {
    TupleView(elements: (c0, c1, c2, c3))
  }

  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleView<(C0, C1, C2, C3, C4)> {
    TupleView(elements: (c0, c1, c2, c3, c4))
  }

  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
    -> TupleView<(C0, C1, C2, C3, C4, C5)>
  {
    TupleView(elements: (c0, c1, c2, c3, c4, c5))
  }

  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
    -> TupleView<(C0, C1, C2, C3, C4, C5, C6)>
  {
    TupleView(elements: (c0, c1, c2, c3, c4, c5, c6))
  }

  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
    -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)>
  {
    TupleView(elements: (c0, c1, c2, c3, c4, c5, c6, c7))
  }

  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent,
    C8: ToolbarContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
    -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  {
    TupleView(elements: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
  }

  public static func buildBlock<
    C0: ToolbarContent, C1: ToolbarContent, C2: ToolbarContent, C3: ToolbarContent,
    C4: ToolbarContent, C5: ToolbarContent, C6: ToolbarContent, C7: ToolbarContent,
    C8: ToolbarContent, C9: ToolbarContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
    TupleView(elements: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
  }

  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }

  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: ToolbarContent>(
    _ content: Content
  ) -> AnyView {
    AnyView(content)
  }
}

extension View {
  /// Toolbar items a person could customize (iPadOS, macOS), identified by `id`; a terminal
  /// shows them as `toolbar(content:)` does.
  public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    toolbar { content() }
  }

  /// Removes an item the system adds by itself, such as a split view's sidebar button.
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
}
