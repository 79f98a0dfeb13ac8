import Foundation

/// The rows of `Table(_ data:)`: one per element.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  public typealias TableRowBody = Never

  package let data: Data

  package init(_ data: Data) { self.data = data }

  public var tableRowBody: Never { fatalError("TableForEachContent is primitive row content") }
}

extension TableForEachContent: TableRowSource {
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] {
    data.map { TableRowSpec(id: $0.id, value: $0) }
  }
}

/// The rows of `Table(_ data:children:)`: each element, and under an expanded one, its
/// children.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  public typealias TableRowBody = Never

  package let data: Data
  package let children: KeyPath<Data.Element, Data?>

  package init(_ data: Data, children: KeyPath<Data.Element, Data?>) {
    self.data = data
    self.children = children
  }

  public var tableRowBody: Never {
    fatalError("TableOutlineGroupContent is primitive row content")
  }
}

extension TableOutlineGroupContent: TableRowSource {
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] {
    Self.rows(of: Array(data), id: \.id, children: children, depth: 0, context: context)
  }

  /// The rows of `elements` at `depth`, each followed by its children's while expanded.
  package static func rows<Element, ID: Hashable, Children: Collection>(
    of elements: [Element], id: KeyPath<Element, ID>, children: KeyPath<Element, Children?>,
    depth: Int, context: TableRowContext
  ) -> [TableRowSpec] where Children.Element == Element {
    elements.flatMap { element -> [TableRowSpec] in
      var row = TableRowSpec(id: element[keyPath: id], value: element)
      row.depth = depth
      guard let nested = element[keyPath: children] else { return [row] }
      let expanded = context.expansion(row.id)
      row.isExpanded = expanded
      guard expanded.wrappedValue else { return [row] }
      return [row]
        + rows(
          of: Array(nested), id: id, children: children, depth: depth + 1, context: context)
    }
  }
}
