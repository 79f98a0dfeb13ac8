import Foundation

/// A control that picks a date, a time of day, or both. By default a row of fields (the label,
/// then for example `Jun 3, 2026  9:41 AM`): ←/→ choose a field, ↑/↓ change it, digits type
/// it, `a`/`p` set AM or PM; `.datePickerStyle(.graphical)` shows a month grid whose arrows move
/// the day (Page Up/Down the month). The date stays within `in:`.
///
/// ```swift
/// DatePicker("Due by", selection: $deadline, displayedComponents: .date)
/// DatePicker("Alarm", selection: $alarm, in: Date()..., displayedComponents: .hourAndMinute)
/// ```
public struct DatePicker<Label: View>: View {
  /// The parts of a date a picker shows.
  public typealias Components = DatePickerComponents

  private let control: DatePickerControl
  private let label: Label
  @Environment(\.datePickerStyle) private var style
  @Environment(\.labelsHidden) private var labelsHidden

  public init(
    selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      control: DatePickerControl(
        selection: selection, lowerBound: nil, upperBound: nil, components: displayedComponents),
      label: label())
  }

  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      control: DatePickerControl(
        selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
        components: displayedComponents),
      label: label())
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      control: DatePickerControl(
        selection: selection, lowerBound: range.lowerBound, upperBound: nil,
        components: displayedComponents),
      label: label())
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(
      control: DatePickerControl(
        selection: selection, lowerBound: nil, upperBound: range.upperBound,
        components: displayedComponents),
      label: label())
  }

  private init(control: DatePickerControl, label: Label) {
    self.control = control
    self.label = label
  }

  public var body: some View {
    switch style {
    case .graphical:
      VStack(alignment: .leading, spacing: 0) {
        if !labelsHidden { label.bold() }
        MonthGrid(control: control)
        if control.components.contains(.hourAndMinute) {
          HStack {
            Text("Time")
            Spacer()
            DateFields(control: control.only(.hourAndMinute))
          }
        }
      }
    case .fields:
      HStack {
        if !labelsHidden {
          label
          Spacer()
        }
        DateFields(control: control)
      }
    }
  }
}

extension DatePicker where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(titleKey)
    }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: Components = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) {
      Text(title)
    }
  }
}
