import Foundation

/// A type that makes the rows of a `Table`: `TableRow`s, and what a row builder makes of
/// several.
public protocol TableRowContent<TableRowValue> {
  /// The type of value each row shows.
  associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
  /// The content this content is made of.
  associatedtype TableRowBody: TableRowContent
  /// The content this content is made of.
  var tableRowBody: TableRowBody { get }
}

extension TableRowContent where TableRowBody == Never {
  /// A primitive row content has no body.
  public var tableRowBody: Never {
    fatalError("\(Self.self) is primitive table row content, with no body")
  }
}

extension Never {
  public typealias TableRowValue = Never
}

extension Never: TableRowContent {
  public typealias TableRowBody = Never
}

/// Row content whose rows come from a collection (a `ForEach` of rows).
public protocol DynamicTableRowContent: TableRowContent {
  associatedtype Data: Collection
  /// The elements the rows are made from.
  var data: Data { get }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
  public typealias TableRowValue = Wrapped.TableRowValue
  public typealias TableRowBody = Never
}

extension Optional: TableRowSource where Wrapped: TableRowContent {
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] {
    self?.tableRowSpecs(in: context) ?? []
  }
}

extension _ConditionalContent: TableRowContent
where
  TrueContent: TableRowContent, FalseContent: TableRowContent,
  TrueContent.TableRowValue == FalseContent.TableRowValue
{
  public typealias TableRowBody = Never
}

extension _ConditionalContent: TableRowSource
where
  TrueContent: TableRowContent, FalseContent: TableRowContent,
  TrueContent.TableRowValue == FalseContent.TableRowValue
{
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] {
    switch storage {
    case .trueContent(let content): content.tableRowSpecs(in: context)
    case .falseContent(let content): content.tableRowSpecs(in: context)
    }
  }
}

/// One row of a table, type-erased: the value its cells show, where it sits in an outline,
/// and what its modifiers asked for.
package struct TableRowSpec {
  package var id: AnyHashable
  package var value: Any
  /// How deep in an outline the row is (0: a top row).
  package var depth = 0
  /// For a row with children: whether they show.
  package var isExpanded: Binding<Bool>?
  /// A section header row's view (it spans the table instead of showing cells).
  package var header: (any View)?
  package var contextMenu: (any View)?
  package var isSelectable = true

  package init(id: AnyHashable, value: Any) {
    self.id = id
    self.value = value
  }
}

/// What rows are listed with: whether an outline row (by id) is expanded when nothing binds
/// it, as the table remembers it.
package struct TableRowContext {
  package let expansion: (AnyHashable) -> Binding<Bool>

  package init(expansion: @escaping (AnyHashable) -> Binding<Bool>) {
    self.expansion = expansion
  }
}

/// Row content that lists its rows itself (the primitive ones).
package protocol TableRowSource {
  func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec]
}

extension TableRowContent {
  /// The rows this content makes, in order: its own, or its body's.
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] {
    if let source = self as? any TableRowSource { return source.tableRowSpecs(in: context) }
    if TableRowBody.self == Never.self { return [] }
    return tableRowBody.tableRowSpecs(in: context)
  }
}
