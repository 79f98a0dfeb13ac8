import Foundation

/// One row of a table, showing `value` in each column.
///
/// ```swift
/// Table(of: Person.self) {
///   TableColumn("Name", value: \.name)
/// } rows: {
///   TableRow(Person(name: "Ada"))
/// }
/// ```
public struct TableRow<Value: Identifiable>: TableRowContent {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never

  package let value: Value

  /// A row for `value`.
  public init(_ value: Value) { self.value = value }
}

extension TableRow: TableRowSource {
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] {
    [TableRowSpec(id: value.id, value: value)]
  }
}

/// A row with rows under it that show while it is expanded: its first column has a
/// disclosure mark (→ expands it, ← collapses it, a click on the mark flips it).
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
  public typealias TableRowValue = Label.TableRowValue
  public typealias TableRowBody = Never

  package let label: Label
  package let isExpanded: Binding<Bool>?
  package let content: () -> Content

  /// A row for `value` with `content` under it; expanded while `isExpanded` is true (nil: the
  /// table remembers it, collapsed at first).
  public init<Value>(
    _ value: Value, isExpanded: Binding<Bool>? = nil,
    @TableRowBuilder<Value> content: @escaping () -> Content
  ) where Label == TableRow<Value>, Value == Content.TableRowValue {
    label = TableRow(value)
    self.isExpanded = isExpanded
    self.content = content
  }

  public var tableRowBody: Never { fatalError("DisclosureTableRow is primitive row content") }
}

extension DisclosureTableRow: TableRowSource {
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] {
    var rows = label.tableRowSpecs(in: context)
    guard var first = rows.first else { return [] }
    let expanded = isExpanded ?? context.expansion(first.id)
    first.isExpanded = expanded
    rows[0] = first
    guard expanded.wrappedValue else { return rows }
    return rows
      + content().tableRowSpecs(in: context).map {
        var row = $0
        row.depth += first.depth + 1
        return row
      }
  }
}

/// The header of a section of rows (`Section("Title") { rows }` in a table): a row that spans
/// the table.
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never

  package let content: Content

  package init(content: Content) { self.content = content }

  public var tableRowBody: Never { fatalError("TableHeaderRowContent is primitive row content") }
}

extension TableHeaderRowContent: TableRowSource {
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] {
    var row = TableRowSpec(id: "header \(ObjectIdentifier(Content.self))", value: ())
    row.header = content
    row.isSelectable = false
    return [row]
  }
}
