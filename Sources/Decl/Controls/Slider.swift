/// A control for choosing a value from a range: a track `━━━━●────` as wide as it is offered.
///
/// Left and Right move the thumb by `step` (or by a twentieth of the range without one), Home
/// and End go to the ends, and a click on the track moves the thumb there. A terminal has no
/// drag: editing begins (`onEditingChanged(true)`) at the first key or click that moves the
/// thumb and ends (`onEditingChanged(false)`) when focus leaves the slider.
///
/// ```swift
/// Slider(value: $speed, in: 0...100, step: 5) {
///   Text("Speed")
/// } minimumValueLabel: {
///   Text("0")
/// } maximumValueLabel: {
///   Text("100")
/// }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
  /// What the renderer needs of the slider.
  package let control: SliderControl

  private init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) where V.Stride: BinaryFloatingPoint {
    control = SliderControl(
      value: Binding(
        get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) }),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound),
      step: step.map { Double($0) }, onEditingChanged: onEditingChanged, label: label,
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
      identity: [value, bounds, step as Any, label, minimumValueLabel, maximumValueLabel])
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      onEditingChanged: onEditingChanged)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(),
      onEditingChanged: onEditingChanged)
  }

  /// The older form, with the labels last.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(),
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
      onEditingChanged: onEditingChanged)
  }

  /// The older form, with the labels last.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(),
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
      onEditingChanged: onEditingChanged)
  }

  public typealias Body = Never
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
      maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// The older form, with the label last.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
  }

  /// The older form, with the label last.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil, label: EmptyView(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
      onEditingChanged: onEditingChanged)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: step, label: EmptyView(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(),
      onEditingChanged: onEditingChanged)
  }
}

/// What the renderer needs of a slider, with the value as a `Double`.
package struct SliderControl {
  package let value: Binding<Double>
  package let bounds: ClosedRange<Double>
  package let step: Double?
  package let onEditingChanged: @MainActor (Bool) -> Void
  package let label: any View
  package let minimumValueLabel: any View
  package let maximumValueLabel: any View
  /// What tells two sliders apart for equivalence: the original binding, bounds, step and
  /// labels (the closures are read afresh when used).
  package let identity: [Any]

  /// How far the thumb is along the track, in 0...1.
  @MainActor package var fraction: Double {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0 else { return 0 }
    return min(1, max(0, (value.wrappedValue - bounds.lowerBound) / span))
  }

  /// `proposed` clamped to the bounds and rounded to a step from the lower bound.
  package func constrained(_ proposed: Double) -> Double {
    var result = min(bounds.upperBound, max(bounds.lowerBound, proposed))
    if let step, step > 0 {
      let steps = ((result - bounds.lowerBound) / step).rounded()
      result = min(bounds.upperBound, bounds.lowerBound + steps * step)
    }
    return result
  }

  /// How far one key press moves the thumb.
  package var keyIncrement: Double {
    if let step, step > 0 { return step }
    return (bounds.upperBound - bounds.lowerBound) / 20
  }
}

/// The look of a slider: label, minimum label, the track, maximum label, in a row.
package struct SliderBody: View {
  package let control: SliderControl

  package init(control: SliderControl) { self.control = control }

  package var body: some View {
    HStack {
      ControlLabel(control.label)
      AnyView(control.minimumValueLabel)
      IndicatorView(.sliderTrack(fraction: control.fraction))
      AnyView(control.maximumValueLabel)
    }
  }
}
