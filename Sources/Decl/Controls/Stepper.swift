/// A control that increments and decrements a value: the label, then `[ − | + ]` at the
/// trailing edge. Right or `+` increments, Left or `-` decrements, and a click on either half
/// does the same; an end that cannot go further is dimmed.
///
/// Each step is one edit: `onEditingChanged(true)` before it and `onEditingChanged(false)`
/// after it, as a tap on SwiftUI's stepper.
///
/// ```swift
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// ```
public struct Stepper<Label: View>: View {
  /// What the renderer needs of the stepper.
  package let control: StepperControl

  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    let label = label()
    control = StepperControl(
      onIncrement: onIncrement, onDecrement: onDecrement,
      canIncrement: { onIncrement != nil }, canDecrement: { onDecrement != nil },
      onEditingChanged: onEditingChanged, label: label,
      identity: [label, onIncrement == nil, onDecrement == nil])
  }

  /// The older form, with the label last.
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      onEditingChanged: onEditingChanged)
  }

  /// The older form, with the label last.
  @_disfavoredOverload
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      value: value, bounds: nil, step: step, label: label(), onEditingChanged: onEditingChanged)
  }

  /// The older form, with the label last.
  @_disfavoredOverload
  public init(
    onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  /// A stepper for a value a format style describes (SwiftUI reads it out with the format;
  /// the label is what shows).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, bounds: nil, step: step, label: label(), onEditingChanged: onEditingChanged)
  }

  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      onEditingChanged: onEditingChanged)
  }

  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, bounds: nil, step: step, label: label(), onEditingChanged: onEditingChanged)
  }

  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      onEditingChanged: onEditingChanged)
  }

  private init<V: Strideable>(
    value: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride, label: Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) {
    control = StepperControl(
      onIncrement: {
        let next = value.wrappedValue.advanced(by: step)
        if let bounds {
          value.wrappedValue = min(bounds.upperBound, max(bounds.lowerBound, next))
        } else {
          value.wrappedValue = next
        }
      },
      onDecrement: {
        let next = value.wrappedValue.advanced(by: -step)
        if let bounds {
          value.wrappedValue = max(bounds.lowerBound, min(bounds.upperBound, next))
        } else {
          value.wrappedValue = next
        }
      },
      canIncrement: { bounds.map { value.wrappedValue < $0.upperBound } ?? true },
      canDecrement: { bounds.map { value.wrappedValue > $0.lowerBound } ?? true },
      onEditingChanged: onEditingChanged, label: label,
      identity: [value, bounds as Any, step, label])
  }

  public typealias Body = Never
}

extension Stepper where Label == Text {
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, bounds: bounds, step: step, label: Text(titleKey),
      onEditingChanged: onEditingChanged)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, bounds: bounds, step: step, label: Text(title),
      onEditingChanged: onEditingChanged)
  }

  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, bounds: nil, step: step, label: Text(titleKey),
      onEditingChanged: onEditingChanged)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      value: value, bounds: nil, step: step, label: Text(title),
      onEditingChanged: onEditingChanged)
  }

  /// A stepper titled `titleKey` that shows its value in `format` after the title.
  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, bounds: nil, step: step,
      label: Text(titleKey) + Text(verbatim: " " + format.format(value.wrappedValue)),
      onEditingChanged: onEditingChanged)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, bounds: nil, step: step,
      label: Text(title) + Text(verbatim: " " + format.format(value.wrappedValue)),
      onEditingChanged: onEditingChanged)
  }

  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, bounds: bounds, step: step,
      label: Text(titleKey) + Text(verbatim: " " + format.format(value.wrappedValue)),
      onEditingChanged: onEditingChanged)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.init(
      value: value, bounds: bounds, step: step,
      label: Text(title) + Text(verbatim: " " + format.format(value.wrappedValue)),
      onEditingChanged: onEditingChanged)
  }

  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
      onEditingChanged: onEditingChanged)
  }
}

/// What the renderer needs of a stepper.
package struct StepperControl {
  package let onIncrement: (@MainActor () -> Void)?
  package let onDecrement: (@MainActor () -> Void)?
  /// Whether the value can go up (or down) from where it is; reads the value.
  package let canIncrement: @MainActor () -> Bool
  package let canDecrement: @MainActor () -> Bool
  package let onEditingChanged: @MainActor (Bool) -> Void
  package let label: any View
  /// What tells two steppers apart for equivalence (the closures are read afresh when used).
  package let identity: [Any]

  /// The click regions of the buttons.
  package static let decrementRegion = 0
  package static let incrementRegion = 1
}

/// The look of a stepper: the label, a spacer, then `[ − | + ]`.
package struct StepperBody: View {
  package let control: StepperControl
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint

  package init(control: StepperControl) { self.control = control }

  package var body: some View {
    HStack {
      if !labelsHidden {
        ControlLabel(control.label).disabledForeground(isEnabled)
        Spacer()
      }
      HStack(spacing: 0) {
        ControlRegion(StepperControl.decrementRegion) {
          Text("[ ") + button("−", isAvailable: control.canDecrement()) + Text(" ")
        }
        ControlRegion(StepperControl.incrementRegion) {
          Text("| ") + button("+", isAvailable: control.canIncrement()) + Text(" ]")
        }
      }
      .disabledForeground(isEnabled)
    }
  }

  private func button(_ glyph: String, isAvailable: Bool) -> Text {
    guard isEnabled else { return Text(glyph) }
    guard isAvailable else { return Text(glyph).foregroundColor(.gray).fontWeight(.ultraLight) }
    return Text(glyph).foregroundColor(tint ?? .accentColor)
  }
}
