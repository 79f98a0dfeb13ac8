import Foundation

/// A modifier of table rows (`contextMenu`, `selectionDisabled`).
public protocol _TableRowContentModifier {}

/// A row modifier that changes the rows it applies to.
package protocol TableRowSpecModifier {
  func modify(_ row: inout TableRowSpec)
}

extension ModifiedContent: TableRowContent
where Content: TableRowContent, Modifier: _TableRowContentModifier {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never

  public var tableRowBody: Never { fatalError("ModifiedContent is primitive row content") }
}

extension ModifiedContent: TableRowSource
where Content: TableRowContent, Modifier: _TableRowContentModifier {
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] {
    content.tableRowSpecs(in: context).map {
      var row = $0
      (modifier as? any TableRowSpecModifier)?.modify(&row)
      return row
    }
  }
}

extension TableRowContent {
  /// A menu of `menuItems` for each of these rows (the context-menu key on a focused row).
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M)
    -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>>
  {
    ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(menuItems: menuItems()))
  }

  /// A context menu with a preview (a terminal shows the menu only).
  public func contextMenu<M: View, P: View>(
    @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
  ) -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>> {
    ModifiedContent(
      content: self,
      modifier: _ContextMenuPreviewTableRowModifier(menuItems: menuItems(), preview: preview()))
  }

  /// Keeps these rows from being selected.
  public func selectionDisabled(_ isDisabled: Bool = true)
    -> some TableRowContent<TableRowValue>
  {
    ModifiedContent(
      content: self, modifier: SelectionDisabledTableRowModifier(isDisabled: isDisabled))
  }
}

/// The modifier of `contextMenu(menuItems:)` on table rows.
public struct _ContextMenuTableRowModifier<MenuItems: View>: _TableRowContentModifier,
  TableRowSpecModifier
{
  let menuItems: MenuItems

  package func modify(_ row: inout TableRowSpec) { row.contextMenu = menuItems }
}

/// The modifier of `contextMenu(menuItems:preview:)` on table rows.
public struct _ContextMenuPreviewTableRowModifier<MenuItems: View, Preview: View>:
  _TableRowContentModifier, TableRowSpecModifier
{
  let menuItems: MenuItems
  let preview: Preview

  package func modify(_ row: inout TableRowSpec) { row.contextMenu = menuItems }
}

struct SelectionDisabledTableRowModifier: _TableRowContentModifier, TableRowSpecModifier {
  let isDisabled: Bool

  func modify(_ row: inout TableRowSpec) {
    if isDisabled { row.isSelectable = false }
  }
}
