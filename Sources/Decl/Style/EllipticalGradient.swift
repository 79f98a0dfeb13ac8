import Foundation

/// Colours that change with the distance from a centre, the ellipse fitted to the frame.
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.white, .blue]))
/// ```
public struct EllipticalGradient: ShapeStyle, Hashable {
  /// The colours and their stops.
  public var gradient: Gradient
  /// The centre, in the frame's unit square.
  public var center: UnitPoint
  /// Where the first colour ends, as a fraction of the frame.
  public var startRadiusFraction: CGFloat
  /// Where the last colour starts, as a fraction of the frame.
  public var endRadiusFraction: CGFloat

  /// An elliptical gradient of `gradient`'s stops; fractions are of the frame (0.5 reaches its
  /// edges).
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// An elliptical gradient of evenly spaced colours.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of colour stops.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  public var _erased: AnyShapeStyle {
    AnyShapeStyle(
      storage: .gradient(
        GradientPaint(
          colors: .stops(gradient),
          geometry: .elliptical(
            center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction))))
  }
}

extension EllipticalGradient: View {
  /// The gradient fills all the space it is offered.
  public var body: some View { StyleFill(style: _erased) }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient of `gradient`'s stops.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of evenly spaced colours.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient of colour stops.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
