import Foundation

/// A month grid for choosing several days: the label, then the month as a graphical
/// `DatePicker` draws it, with every chosen day on the accent colour. The arrows move a cursor
/// between days (Page Up/Down a month), Enter or Space choose or unchoose the day under it, and
/// a click chooses or unchooses a day.
///
/// ```swift
/// @State private var dates: Set<DateComponents> = []
/// MultiDatePicker("Dates Available", selection: $dates)
/// ```
public struct MultiDatePicker<Label: View>: View {
  private let selection: Binding<Set<DateComponents>>
  private let label: Label
  private let lowerBound: Date?
  private let upperBound: Date?
  @State private var cursor = Date()
  @Environment(\.calendar) private var calendar

  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lowerBound: nil, upperBound: nil, label: label())
  }

  /// Days within `bounds` (its end not included).
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: bounds.lowerBound,
      upperBound: bounds.upperBound.addingTimeInterval(-1), label: label())
  }

  /// Days from `bounds`' start on.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, lowerBound: bounds.lowerBound, upperBound: nil, label: label())
  }

  /// Days before `bounds`' end.
  public init(
    selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      selection: selection, lowerBound: nil, upperBound: bounds.upperBound.addingTimeInterval(-1),
      label: label())
  }

  private init(
    selection: Binding<Set<DateComponents>>, lowerBound: Date?, upperBound: Date?, label: Label
  ) {
    self.selection = selection
    self.label = label
    self.lowerBound = lowerBound
    self.upperBound = upperBound
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      label
      MonthGrid(
        control: DatePickerControl(
          selection: $cursor, lowerBound: lowerBound, upperBound: upperBound, components: .date),
        days: MultiDateSelection(selection: selection))
    }
  }
}

extension MultiDatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
    in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(title) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>
  ) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }
}
