/// Draws a gauge in a custom way.
///
/// ```swift
/// struct PercentStyle: GaugeStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack { configuration.label; Text("\(Int(configuration.value * 100))%") }
///   }
/// }
/// Gauge(value: 0.4) { Text("Disk") }.gaugeStyle(PercentStyle())
/// ```
@MainActor @preconcurrency
public protocol GaugeStyle {
  associatedtype Body: View
  typealias Configuration = GaugeStyleConfiguration
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a gauge style is given: where the value lies (0 to 1) and the gauge's labels.
public struct GaugeStyleConfiguration {
  /// The gauge's label, as a view.
  public struct Label: View, StyleConfigurationPart {
    package let content: any View
  }

  /// The label showing the current value, as a view.
  public struct CurrentValueLabel: View, StyleConfigurationPart {
    package let content: any View
  }

  /// The label of the range's lower bound, as a view.
  public struct MinimumValueLabel: View, StyleConfigurationPart {
    package let content: any View
  }

  /// The label of the range's upper bound, as a view.
  public struct MaximumValueLabel: View, StyleConfigurationPart {
    package let content: any View
  }

  /// A label of a marked value, as a view.
  public struct MarkedValueLabel: View, StyleConfigurationPart {
    package let content: any View
  }

  /// Where the value lies in the gauge's range, from 0 to 1.
  public var value: Double
  public var label: Label
  public var currentValueLabel: CurrentValueLabel?
  public var minimumValueLabel: MinimumValueLabel?
  public var maximumValueLabel: MaximumValueLabel?
  /// The labels of the gauge's marked values, if it has any.
  public var markedValueLabels: MarkedValueLabel?

  @MainActor package init(
    value: Double, label: any View, currentValueLabel: (any View)?,
    minimumValueLabel: (any View)?, maximumValueLabel: (any View)?,
    markedValueLabels: (any View)? = nil
  ) {
    self.value = value
    self.label = Label(content: label)
    self.currentValueLabel = currentValueLabel.map { CurrentValueLabel(content: $0) }
    self.minimumValueLabel = minimumValueLabel.map { MinimumValueLabel(content: $0) }
    self.maximumValueLabel = maximumValueLabel.map { MaximumValueLabel(content: $0) }
    self.markedValueLabels = markedValueLabels.map { MarkedValueLabel(content: $0) }
  }
}

/// A type-erased gauge style, as stored in the environment.
package typealias AnyGaugeStyle = AnyStyle<GaugeStyleConfiguration>

extension AnyStyle where Configuration == GaugeStyleConfiguration {
  @MainActor package static let automatic = AnyGaugeStyle(style: DefaultGaugeStyle())

  @MainActor package init<S: GaugeStyle>(style: S) {
    self.init(style) { $0.makeBody(configuration: $1) }
  }
}

extension EnvironmentValues {
  /// The style of gauges inside; nil means `.automatic`.
  @Entry package var gaugeStyle: AnyGaugeStyle? = nil
}

extension View {
  /// Styles the gauges inside.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environment(\.gaugeStyle, stacking: AnyGaugeStyle(style: style))
  }
}

/// The default, iOS's linear capacity look: the label, a bar filled to the value between the
/// bounds labels, and the current value below.
public struct DefaultGaugeStyle: GaugeStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

/// A bar filled to the value, the label above and the current value below, the bounds labels
/// either side.
public struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      configuration.label
      HStack {
        configuration.minimumValueLabel
        ProgressView(value: configuration.value)
        configuration.maximumValueLabel
      }
      if let marked = configuration.markedValueLabels {
        HStack { marked }.foregroundStyle(.secondary)
      }
      configuration.currentValueLabel
    }
  }
}

/// A widget's capacity bar: the bar with the current value (or the label) above it.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .leading, spacing: 0) {
      if let current = configuration.currentValueLabel { current } else { configuration.label }
      ProgressView(value: configuration.value)
    }
  }
}

/// A widget's linear gauge: a track with a mark `●` at the value, between the bounds labels.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.minimumValueLabel
      GeometryReader { proxy in
        Text(verbatim: GaugeGlyphs.track(configuration.value, width: proxy.size.width))
          .lineLimit(1)
      }
      .frame(height: 16)
      configuration.maximumValueLabel
    }
  }
}

/// A widget's circular gauge: a ring glyph (`○ ◔ ◑ ◕ ●`) filled to the value, then the
/// current value (or the label), then the bounds.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      Text(verbatim: GaugeGlyphs.ring(configuration.value))
      if let current = configuration.currentValueLabel { current } else { configuration.label }
    }
  }
}

/// A widget's circular capacity gauge: the ring glyph filled to the value and the current
/// value.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 8) {
      Text(verbatim: GaugeGlyphs.ring(configuration.value))
      configuration.currentValueLabel
    }
  }
}

/// The glyphs the accessory gauges draw with.
enum GaugeGlyphs {
  /// A ring filled to `fraction`: empty, a quarter, a half, three quarters, full.
  static func ring(_ fraction: Double) -> String {
    let rings = ["○", "◔", "◑", "◕", "●"]
    let index = Int((min(1, max(0, fraction)) * 4).rounded())
    return rings[index]
  }

  /// A track `points` wide (8 points a column) with `●` at `fraction` of the way.
  static func track(_ fraction: Double, width points: Double) -> String {
    let columns = max(1, Int(points / 8))
    let mark = min(columns - 1, Int((min(1, max(0, fraction)) * Double(columns - 1)).rounded()))
    return String(repeating: "─", count: mark) + "●"
      + String(repeating: "─", count: columns - mark - 1)
  }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default gauge style.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
