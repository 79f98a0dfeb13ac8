import Foundation

/// Builds the columns of a table from `TableColumn`s, `if` and `TableColumnForEach`.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Sort, Content, Label>
  ) -> TableColumn<RowValue, Sort, Content, Label> { column }

  @_disfavoredOverload
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Never, Content, Label>
  ) -> TableColumn<RowValue, Never, Content, Label> { column }

  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort { column }

  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never { column }

  public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort { column }

  @_disfavoredOverload
  public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
  where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never { column }

  public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
  where C.TableRowValue == RowValue, C.TableColumnSortComparator == Sort { content }

  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T)
    -> _ConditionalContent<T, F>
  where
    T.TableRowValue == RowValue, T.TableColumnSortComparator == Sort,
    F.TableRowValue == RowValue, F.TableColumnSortComparator == Sort
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F)
    -> _ConditionalContent<T, F>
  where
    T.TableRowValue == RowValue, T.TableColumnSortComparator == Sort,
    F.TableRowValue == RowValue, F.TableColumnSortComparator == Sort
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(_ c0: C0, _ c1: C1)
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
  where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue {
    TupleTableColumnContent((c0, c1))
  }

  @_disfavoredOverload
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(_ c0: C0, _ c1: C1)
    -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue,
    C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1))
  }

  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2)
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
  where C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue {
    TupleTableColumnContent((c0, c1, c2))
  }

  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2)
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
    C2.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2))
  }

  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3))
  }

  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C0.TableColumnSortComparator == Never,
    C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
    C3.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3))
  }

  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4))
  }

  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue,
    C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
    C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
    C4.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4))
  }

  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5))
  }

  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
    C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
    C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5))
  }

  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6))
  }

  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue, C0.TableColumnSortComparator == Never,
    C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
    C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
    C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6))
  }

  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue, C7.TableRowValue == RowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7))
  }

  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue, C7.TableRowValue == RowValue,
    C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
    C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
    C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
    C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7))
  }

  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8))
  }

  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue,
    C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
    C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
    C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
    C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never,
    C8.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8))
  }

  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent, C9: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  )
    -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue,
    C9.TableRowValue == RowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
  }

  @_disfavoredOverload
  public static func buildBlock<
    C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
    C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
    C8: TableColumnContent, C9: TableColumnContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  )
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C0.TableRowValue == RowValue, C1.TableRowValue == RowValue, C2.TableRowValue == RowValue,
    C3.TableRowValue == RowValue, C4.TableRowValue == RowValue, C5.TableRowValue == RowValue,
    C6.TableRowValue == RowValue, C7.TableRowValue == RowValue, C8.TableRowValue == RowValue,
    C9.TableRowValue == RowValue, C0.TableColumnSortComparator == Never,
    C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
    C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
    C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never,
    C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never,
    C9.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
  }
}

/// Several columns, as a column builder makes them: `value` is a tuple of column contents.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>:
  TableColumnContent
{
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never

  /// The columns, a tuple.
  public var value: T

  package init(_ value: T) { self.value = value }
}

extension TupleTableColumnContent: TableColumnSource {
  package func tableColumnSpecs() -> [TableColumnSpec] {
    Mirror(reflecting: value).children.flatMap { child in
      (child.value as? any TableColumnContent)?.tableColumnSpecs ?? []
    }
  }
}

extension _ConditionalContent: TableColumnContent
where
  TrueContent: TableColumnContent, FalseContent: TableColumnContent,
  TrueContent.TableRowValue == FalseContent.TableRowValue,
  TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator
{
  public typealias TableRowValue = TrueContent.TableRowValue
  public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
  public typealias TableColumnBody = Never
}

extension _ConditionalContent: TableColumnSource
where
  TrueContent: TableColumnContent, FalseContent: TableColumnContent,
  TrueContent.TableRowValue == FalseContent.TableRowValue,
  TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator
{
  package func tableColumnSpecs() -> [TableColumnSpec] {
    switch storage {
    case .trueContent(let content): content.tableColumnSpecs
    case .falseContent(let content): content.tableColumnSpecs
    }
  }
}
