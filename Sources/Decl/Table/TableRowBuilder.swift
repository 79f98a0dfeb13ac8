import Foundation

/// Builds the rows of a table from `TableRow`s, `ForEach`, `if` and sections.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
  public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
  where Content.TableRowValue == Value { content }

  public static func buildBlock<C: TableRowContent>(_ content: C) -> C
  where C.TableRowValue == Value { content }

  public static func buildIf<C: TableRowContent>(_ content: C?) -> C?
  where C.TableRowValue == Value { content }

  public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T)
    -> _ConditionalContent<T, F>
  where T.TableRowValue == Value, F.TableRowValue == Value {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F)
    -> _ConditionalContent<T, F>
  where T.TableRowValue == Value, F.TableRowValue == Value {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(_ c0: C0, _ c1: C1)
    -> TupleTableRowContent<Value, (C0, C1)>
  where C0.TableRowValue == Value, C1.TableRowValue == Value {
    TupleTableRowContent((c0, c1))
  }

  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  )
    -> TupleTableRowContent<Value, (C0, C1, C2)>
  where C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value {
    TupleTableRowContent((c0, c1, c2))
  }

  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value
  {
    TupleTableRowContent((c0, c1, c2, c3))
  }

  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value
  {
    TupleTableRowContent((c0, c1, c2, c3, c4))
  }

  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5))
  }

  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
    C6.TableRowValue == Value
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6))
  }

  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
    C6.TableRowValue == Value, C7.TableRowValue == Value
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7))
  }

  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
    C8: TableRowContent
  >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
    C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8))
  }

  public static func buildBlock<
    C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent,
    C4: TableRowContent, C5: TableRowContent, C6: TableRowContent, C7: TableRowContent,
    C8: TableRowContent, C9: TableRowContent
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  )
    -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C0.TableRowValue == Value, C1.TableRowValue == Value, C2.TableRowValue == Value,
    C3.TableRowValue == Value, C4.TableRowValue == Value, C5.TableRowValue == Value,
    C6.TableRowValue == Value, C7.TableRowValue == Value, C8.TableRowValue == Value,
    C9.TableRowValue == Value
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
  }
}

/// Several rows, as a row builder makes them: `value` is a tuple of row contents.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never

  /// The rows, a tuple.
  public var value: T

  package init(_ value: T) { self.value = value }
}

extension TupleTableRowContent: TableRowSource {
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] {
    Mirror(reflecting: value).children.flatMap { child in
      (child.value as? any TableRowContent)?.tableRowSpecs(in: context) ?? []
    }
  }
}

/// No rows (the missing header or footer of a table section).
public struct EmptyTableRowContent<Value: Identifiable>: TableRowContent {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never

  package init() {}
}

extension EmptyTableRowContent: TableRowSource {
  package func tableRowSpecs(in context: TableRowContext) -> [TableRowSpec] { [] }
}
