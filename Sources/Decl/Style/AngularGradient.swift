import Foundation

/// Colours that change with the angle about a centre (a "conic" gradient), clockwise on screen
/// from the start angle; 0° points to the trailing edge.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
/// ```
/// Less than a full turn leaves a gap filled half with the last colour and half with the first,
/// as in SwiftUI; more than a full turn shows only the last turn.
public struct AngularGradient: ShapeStyle, Hashable {
  /// The colours and their stops.
  public var gradient: Gradient
  /// The centre, in the frame's unit square.
  public var center: UnitPoint
  /// The angle of the first colour.
  public var startAngle: Angle
  /// The angle of the last colour.
  public var endAngle: Angle

  /// An angular gradient of `gradient`'s stops between two angles.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// An angular gradient of evenly spaced colours between two angles.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// An angular gradient of colour stops between two angles.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient: a full turn starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
  }

  /// A conic gradient of evenly spaced colours.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// A conic gradient of colour stops.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  public var _erased: AnyShapeStyle {
    AnyShapeStyle(
      storage: .gradient(
        GradientPaint(
          colors: .stops(gradient),
          geometry: .angular(center: center, startAngle: startAngle, endAngle: endAngle))))
  }
}

extension AngularGradient: View {
  /// The gradient fills all the space it is offered.
  public var body: some View { StyleFill(style: _erased) }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of `gradient`'s stops between two angles.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of evenly spaced colours between two angles.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient of colour stops between two angles.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient of `gradient`'s stops: a full turn starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// A conic gradient of evenly spaced colours.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  /// A conic gradient of colour stops.
  public static func conicGradient(
    stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}
