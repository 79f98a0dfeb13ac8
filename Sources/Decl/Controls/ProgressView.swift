import Foundation

/// Shows progress toward completion: a bar `████░░░░` as wide as it is offered when the
/// fraction is known, a spinner `⠋` that turns every 100 ms while it is on screen when it is
/// not.
///
/// ```swift
/// ProgressView()                                  // a spinner
/// ProgressView("Downloading", value: 0.4)         // label, then the bar
/// ProgressView(value: done, total: 10) {
///   Text("Files")
/// } currentValueLabel: {
///   Text("\(Int(done)) of 10")
/// }
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  private let fractionCompleted: Double?
  private let label: Label?
  private let currentValueLabel: CurrentValueLabel?
  /// For `ProgressView(timerInterval:)`: the interval the bar fills (or empties) over.
  private var timer: (interval: ClosedRange<Date>, countsDown: Bool)?
  @Environment(\.progressViewStyle) private var style

  private init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fractionCompleted = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  /// A bar that follows the clock through `timerInterval`: full at its start, empty at its end
  /// (or the other way round, when `countsDown` is false), drawn again as time passes.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(fraction: nil, label: label(), currentValueLabel: currentValueLabel())
    timer = (timerInterval, countsDown)
  }

  /// A determinate progress view; a nil `value` makes it indeterminate.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      fraction: Self.fraction(value, total), label: label(),
      currentValueLabel: currentValueLabel())
  }

  public var body: some View {
    if let timer {
      // Redraw often enough that the bar moves about one step in a hundred.
      let span = timer.interval.upperBound.timeIntervalSince(timer.interval.lowerBound)
      TimelineView(.periodic(from: timer.interval.lowerBound, by: min(1, max(0.1, span / 100)))) {
        context in
        Self(
          fraction: Self.fraction(
            at: context.date, in: timer.interval, countsDown: timer.countsDown),
          label: label, currentValueLabel: currentValueLabel)
      }
    } else {
      styledBody
    }
  }

  @ViewBuilder private var styledBody: some View {
    let configuration = ProgressViewStyleConfiguration(
      fractionCompleted: fractionCompleted, label: label, currentValueLabel: currentValueLabel)
    (style ?? .automatic).body(for: configuration, restoringOuterAt: \.progressViewStyle)
  }

  /// How full a timer's bar is at `date`.
  private static func fraction(at date: Date, in interval: ClosedRange<Date>, countsDown: Bool)
    -> Double
  {
    let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
    let elapsed = span > 0 ? min(1, max(0, date.timeIntervalSince(interval.lowerBound) / span)) : 1
    return countsDown ? 1 - elapsed : elapsed
  }

  private static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
    guard let value else { return nil }
    guard total > 0 else { return 0 }
    return min(1, max(0, Double(value / total)))
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate progress view with a label.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label
  ) {
    self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
  }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
  /// A timer's bar with a label; the time left (or gone) shows under it.
  public init(
    timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(timerInterval: timerInterval, countsDown: countsDown, label: label) {
      DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown)
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
  /// A timer's bar; the time left (or gone) shows under it.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
    self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
  }
}

/// The time a `ProgressView(timerInterval:)` shows under its bar: a timer text counting down to
/// the interval's end (or up from its start).
public struct DefaultDateProgressLabel: View {
  package let interval: ClosedRange<Date>
  package let countsDown: Bool

  public var body: some View {
    Text(timerInterval: interval, countsDown: countsDown)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view: a spinner.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  public init(_ titleKey: LocalizedStringKey) {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }

  public init<V: BinaryFloatingPoint>(
    _ titleKey: LocalizedStringKey, value: V?, total: V = 1.0
  ) {
    self.init(
      fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
  }
}

extension ProgressView
where
  Label == ProgressViewStyleConfiguration.Label,
  CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
  /// The progress view a style was given, drawn in the style the styling one was applied
  /// inside (for custom styles that decorate the standard look).
  public init(_ configuration: ProgressViewStyleConfiguration) {
    self.init(
      fraction: configuration.fractionCompleted, label: configuration.label,
      currentValueLabel: configuration.currentValueLabel)
  }
}

/// Draws a progress view in a custom way.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style is given.
public struct ProgressViewStyleConfiguration {
  /// The progress view's label.
  public struct Label: View, StyleConfigurationPart {
    package let content: any View
  }

  /// The label that describes the current value.
  public struct CurrentValueLabel: View, StyleConfigurationPart {
    package let content: any View
  }

  /// How much is done, from 0 to 1; nil when that is not known.
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: CurrentValueLabel?

  @MainActor package init(
    fractionCompleted: Double?, label: (any View)?, currentValueLabel: (any View)?
  ) {
    self.fractionCompleted = fractionCompleted
    self.label = label.map { Label(content: $0) }
    self.currentValueLabel = currentValueLabel.map { CurrentValueLabel(content: $0) }
  }
}

/// A type-erased progress view style, as stored in the environment.
package typealias AnyProgressViewStyle = AnyStyle<ProgressViewStyleConfiguration>

extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
  @MainActor package static let automatic = AnyProgressViewStyle(style: DefaultProgressViewStyle())

  @MainActor package init<S: ProgressViewStyle>(style: S) {
    self.init(style) { $0.makeBody(configuration: $1) }
  }
}

extension EnvironmentValues {
  /// The style of progress views inside; nil means `.automatic`.
  @Entry package var progressViewStyle: AnyProgressViewStyle? = nil
}

extension View {
  /// Styles the progress views inside.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, stacking: AnyProgressViewStyle(style: style))
  }
}

// MARK: - Built-in styles

/// A bar when the fraction is known, a spinner when it is not.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

/// The label, a bar as wide as offered (the done part in the tint colour), then the current
/// value label in the secondary colour. Without a fraction, a block runs along the bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  private let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label
      IndicatorView(.progressBar(fraction: configuration.fractionCompleted))
        .modifier(EnvironmentWriter { if let tint { $0.tint = tint } })
      configuration.currentValueLabel.foregroundStyle(HierarchicalShapeStyle.secondary)
    }
  }
}

/// A spinner, or the percentage done after a filling circle (`◑ 50%`), then the label.
public struct CircularProgressViewStyle: ProgressViewStyle {
  private let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      Group {
        if let fraction = configuration.fractionCompleted {
          Text("\(Self.glyph(for: fraction)) \(Int((fraction * 100).rounded()))%")
        } else {
          IndicatorView(.spinner)
        }
      }
      .modifier(EnvironmentWriter { if let tint { $0.tint = tint } })
      configuration.label
      configuration.currentValueLabel.foregroundStyle(HierarchicalShapeStyle.secondary)
    }
  }

  /// A circle filled by quarters.
  static func glyph(for fraction: Double) -> String {
    switch fraction {
    case ..<0.125: "○"
    case ..<0.375: "◔"
    case ..<0.625: "◑"
    case ..<0.875: "◕"
    default: "●"
    }
  }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
