import Foundation

/// How a column's cells (and its header) line up across its width.
public struct TableColumnAlignment: Hashable, Sendable {
  package enum Kind: Hashable, Sendable { case automatic, leading, center, trailing, numeric }
  package let kind: Kind

  private init(_ kind: Kind) { self.kind = kind }

  /// Leading, as the platform aligns columns.
  public static var automatic: TableColumnAlignment { TableColumnAlignment(.automatic) }
  public static var leading: TableColumnAlignment { TableColumnAlignment(.leading) }
  public static var center: TableColumnAlignment { TableColumnAlignment(.center) }
  public static var trailing: TableColumnAlignment { TableColumnAlignment(.trailing) }
  /// Aligned for numbers: trailing, in the left-to-right digits a terminal shows.
  public static var numeric: TableColumnAlignment { TableColumnAlignment(.numeric) }

  /// Aligned for numbers of a numbering system: trailing, as `numeric`.
  public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment {
    TableColumnAlignment(.numeric)
  }

  /// Where a cell goes in its column.
  package var horizontal: HorizontalAlignment {
    switch kind {
    case .automatic, .leading: .leading
    case .center: .center
    case .trailing, .numeric: .trailing
    }
  }
}
