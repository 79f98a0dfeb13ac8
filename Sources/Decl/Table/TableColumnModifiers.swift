import Foundation

extension TableColumnContent {
  /// Aligns the column's cells and header.
  public func alignment(_ alignment: TableColumnAlignment)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
  {
    ModifiedTableColumns(base: self) { $0.alignment = alignment }
  }

  /// The key `TableColumnCustomization` stores the column's visibility under.
  public func customizationID(_ id: String)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
  {
    ModifiedTableColumns(base: self) { $0.customizationID = id }
  }

  /// Whether the column shows when the table's customization does not say.
  public func defaultVisibility(_ visibility: Visibility)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
  {
    ModifiedTableColumns(base: self) { $0.defaultVisibility = visibility }
  }

  /// What a person may not change of the column (a terminal's columns cannot be dragged or
  /// resized, so this changes nothing).
  public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator>
  {
    ModifiedTableColumns(base: self) { _ in }
  }
}

/// Column content with a change applied to each of its columns.
struct ModifiedTableColumns<Base: TableColumnContent>: TableColumnContent, TableColumnSource {
  typealias TableRowValue = Base.TableRowValue
  typealias TableColumnSortComparator = Base.TableColumnSortComparator
  typealias TableColumnBody = Never

  let base: Base
  let change: (inout TableColumnSpec) -> Void

  func tableColumnSpecs() -> [TableColumnSpec] {
    base.tableColumnSpecs.map {
      var spec = $0
      change(&spec)
      return spec
    }
  }
}
