/// A value within a range, shown as a bar with its label above and its current value below;
/// the bounds labels go either side of the bar. `gaugeStyle(_:)` draws it another way
/// (`.accessoryCircular` as a ring glyph `◔`, `.accessoryLinear` as a track with a mark `●`).
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///   Text("Battery")
/// } currentValueLabel: {
///   Text("\(Int(battery))%")
/// }
/// ```
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  View
{
  private let fraction: Double
  private let label: Label
  private let currentValueLabel: CurrentValueLabel
  private let minimumValueLabel: BoundsLabel?
  private let maximumValueLabel: BoundsLabel?
  private let markedValueLabels: MarkedValueLabels?
  @Environment(\.gaugeStyle) private var style

  private init(
    fraction: Double, label: Label, currentValueLabel: CurrentValueLabel,
    minimumValueLabel: BoundsLabel?, maximumValueLabel: BoundsLabel?,
    markedValueLabels: MarkedValueLabels? = nil
  ) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.markedValueLabels = markedValueLabels
  }

  /// A gauge with its label, current value, bounds labels and marked values: the marked
  /// values' views go in a row under the bar, in the secondary style.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: label(),
      currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel(), markedValueLabels: markedValueLabels())
  }

  public var body: some View {
    let configuration = GaugeStyleConfiguration(
      value: fraction, label: label,
      currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : currentValueLabel,
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
      markedValueLabels: markedValueLabels)
    (style ?? .automatic).body(for: configuration, restoringOuterAt: \.gaugeStyle)
  }

  /// Where `value` lies in `bounds`, from 0 to 1 (0 for an empty range).
  private static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>)
    -> Double
  {
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0 else { return 0 }
    return min(1, max(0, Double((value - bounds.lowerBound) / span)))
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge with its label, current value and bounds labels.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: label(),
      currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
      maximumValueLabel: maximumValueLabel())
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with its label and current value.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: label(),
      currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil)
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with its label, current value and marked values.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: label(),
      currentValueLabel: currentValueLabel(), minimumValueLabel: nil, maximumValueLabel: nil,
      markedValueLabels: markedValueLabels())
  }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with its label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      fraction: Self.fraction(value, bounds), label: label(), currentValueLabel: EmptyView(),
      minimumValueLabel: nil, maximumValueLabel: nil)
  }
}
