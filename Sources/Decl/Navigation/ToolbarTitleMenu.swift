/// The menu SwiftUI opens from the navigation title (rename, duplicate, move a document). A
/// terminal title is plain text, so Decl puts the menu in the toolbar as a `⌄` button beside
/// the other items.
///
/// ```swift
/// .toolbar { ToolbarTitleMenu { RenameButton() } }
/// ```
public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent {
  private let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    if Content.self != EmptyView.self {
      Menu {
        content
      } label: {
        Image(systemName: "chevron.down")
      }
      .menuIndicator(.hidden)
    }
  }
}

extension ToolbarTitleMenu where Content == EmptyView {
  /// The system's title menu; with no items of its own, Decl shows nothing.
  public init() { content = EmptyView() }
}

extension View {
  /// Adds a title menu with `content` (Decl shows it as a `⌄` menu in the toolbar).
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    toolbar { ToolbarTitleMenu(content: content) }
  }
}
