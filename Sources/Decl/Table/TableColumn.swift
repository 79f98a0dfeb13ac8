import Foundation

/// A column of a `Table`: a header label, and the view each row shows in it.
///
/// ```swift
/// Table(people, sortOrder: $order) {
///   TableColumn("Name", value: \.name)
///   TableColumn("Age", value: \.age) { Text("\($0.age)") }.width(60)
/// }
/// ```
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>:
  TableColumnContent
{
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never

  package let label: Label
  package let content: (RowValue) -> Content
  package let comparator: Sort?
  package var columnWidth = TableColumnWidth()

  package init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
    self.label = label
    self.comparator = comparator
    self.content = content
  }
}

extension TableColumn: TableColumnSource {
  package func tableColumnSpecs() -> [TableColumnSpec] {
    let content = content
    var spec = TableColumnSpec(
      label: label, cell: { value in (value as? RowValue).map { content($0) } },
      comparator: comparator)
    spec.width = columnWidth
    return [spec]
  }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
  /// A column sorted with `comparator`.
  public init(
    _ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(titleKey), comparator: comparator, content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: comparator, content: content)
  }

  public init(
    _ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: comparator, content: content)
  }
}

extension TableColumn where Sort == Never, Label == Text {
  /// A column that does not sort, showing `content` for each row.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content)
  {
    self.init(label: Text(titleKey), comparator: nil, content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
  {
    self.init(label: Text(title), comparator: nil, content: content)
  }

  public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, comparator: nil, content: content)
  }

  /// A column that does not sort, showing the string at `value`.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
  where Content == Text {
    self.init(label: Text(titleKey), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
  where Content == Text {
    self.init(label: Text(title), comparator: nil) { Text(verbatim: $0[keyPath: value]) }
  }

  public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
    self.init(label: text, comparator: nil) { Text(verbatim: $0[keyPath: value]) }
  }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A column sorted by the comparable value at `value`.
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(sendable(value)), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: KeyPathComparator(sendable(value)), content: content)
  }

  public init<V: Comparable>(
    _ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: KeyPathComparator(sendable(value)), content: content)
  }

  /// A column sorted by the optional comparable value at `value` (nil first).
  public init<V: Comparable>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(sendable(value)), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V?>, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), comparator: KeyPathComparator(sendable(value)), content: content)
  }

  public init<V: Comparable>(
    _ text: Text, value: KeyPath<RowValue, V?>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: text, comparator: KeyPathComparator(sendable(value)), content: content)
  }

  /// A column sorted by the value at `value`, compared with `comparator`.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator),
      content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V, C: SortComparator>(
    _ title: S, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(
      label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator),
      content: content)
  }

  public init<V, C: SortComparator>(
    _ text: Text, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(
      label: text, comparator: KeyPathComparator(sendable(value), comparator: comparator),
      content: content)
  }

  /// A column showing and sorted by the string at `value`.
  public init(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) where Content == Text {
    self.init(
      label: Text(titleKey), comparator: KeyPathComparator(sendable(value), comparator: comparator)
    ) {
      Text(verbatim: $0[keyPath: value])
    }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) where Content == Text {
    self.init(
      label: Text(title), comparator: KeyPathComparator(sendable(value), comparator: comparator)
    ) {
      Text(verbatim: $0[keyPath: value])
    }
  }

  public init(
    _ text: Text, value: KeyPath<RowValue, String>,
    comparator: String.StandardComparator = .localizedStandard
  ) where Content == Text {
    self.init(label: text, comparator: KeyPathComparator(sendable(value), comparator: comparator)) {
      Text(verbatim: $0[keyPath: value])
    }
  }
}

extension TableColumn {
  /// A column of a fixed width (nil: flexible).
  public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
    var copy = self
    copy.columnWidth = TableColumnWidth(fixed: width)
    return copy
  }

  /// A flexible column within `min` and `max`, `ideal` wide when there is room.
  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
    -> TableColumn<RowValue, Sort, Content, Label>
  {
    var copy = self
    copy.columnWidth = TableColumnWidth(min: min, ideal: ideal, max: max)
    return copy
  }

  @available(
    *, deprecated, message: "Please pass one or more parameters to modify a column's width."
  )
  public func width() -> TableColumn<RowValue, Sort, Content, Label> { self }
}

/// A key path as Linux Foundation's `KeyPathComparator` takes it: marked `Sendable`. A key path
/// is immutable, so sharing it is safe; SwiftUI's signatures take a plain `KeyPath`.
private func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> KeyPath<Root, Value>
  & Sendable
{
  unsafeBitCast(keyPath, to: (KeyPath<Root, Value> & Sendable).self)
}

#if !canImport(Darwin)
  extension String.StandardComparator {
    /// The Finder's order where Foundation has it; Linux Foundation has only `.lexical`,
    /// which this is.
    public static var localizedStandard: String.StandardComparator { .lexical }
  }
#endif
