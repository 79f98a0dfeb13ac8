/// How a `DatePicker` shows its date. A terminal has two looks: a row of fields (`.compact`,
/// `.automatic`, and `.wheel`, `.field`, `.stepperField`, which iOS and macOS draw otherwise)
/// and a month grid (`.graphical`).
public protocol DatePickerStyle {
  /// The terminal look this style stands for.
  var _kind: DatePickerStyleKind { get }
}

/// The looks date picker styles stand for.
public enum DatePickerStyleKind: Hashable, Sendable {
  case fields
  case graphical
}

public struct DefaultDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .fields }
}

public struct CompactDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .fields }
}

public struct GraphicalDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .graphical }
}

public struct WheelDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .fields }
}

public struct FieldDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .fields }
}

public struct StepperFieldDatePickerStyle: DatePickerStyle {
  public init() {}
  public var _kind: DatePickerStyleKind { .fields }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

extension EnvironmentValues {
  /// The look of date pickers inside.
  @Entry package var datePickerStyle: DatePickerStyleKind = DatePickerStyleKind.fields
}

extension View {
  /// Sets the style of date pickers inside.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerStyle, style._kind)
  }
}
