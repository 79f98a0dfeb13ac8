import Foundation

/// Colours that change with the distance from a centre, in points.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0,
///                              endRadius: 80))
/// ```
/// Distances are measured in points (8 per column, 16 per row), so rings stay round on screen.
public struct RadialGradient: ShapeStyle, Hashable {
  /// The colours and their stops.
  public var gradient: Gradient
  /// The centre, in the frame's unit square.
  public var center: UnitPoint
  /// The distance, in points, where the first colour ends.
  public var startRadius: CGFloat
  /// The distance, in points, where the last colour starts.
  public var endRadius: CGFloat

  /// A radial gradient of `gradient`'s stops.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// A radial gradient of evenly spaced colours.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// A radial gradient of colour stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  public var _erased: AnyShapeStyle {
    AnyShapeStyle(
      storage: .gradient(
        GradientPaint(
          colors: .stops(gradient),
          geometry: .radial(center: center, startRadius: startRadius, endRadius: endRadius))))
  }
}

extension RadialGradient: View {
  /// The gradient fills all the space it is offered.
  public var body: some View { StyleFill(style: _erased) }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of `gradient`'s stops.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of evenly spaced colours.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient of colour stops.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
