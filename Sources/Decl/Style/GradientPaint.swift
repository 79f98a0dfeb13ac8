import Foundation

/// A gradient as the renderer sees it: its colours, and how they are laid over a frame.
///
/// Radial, angular, elliptical and `AnyGradient` styles erase to this; `LinearGradient` keeps
/// its own storage case, which the frame fill already understands.
package struct GradientPaint: Hashable, Sendable {
  /// Where the colours come from.
  package enum Colors: Hashable, Sendable {
    /// The stops of a gradient.
    case stops(Gradient)
    /// `Color.gradient`: the colour, a little lighter at the start.
    case derived(from: Color)
  }

  /// How positions in the frame map to places along the gradient.
  package enum Geometry: Hashable, Sendable {
    /// Along the line between two unit points.
    case linear(start: UnitPoint, end: UnitPoint)
    /// By distance in points from a centre, between two radii.
    case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// By distance from a centre in the frame's unit square, between two fractions of it.
    case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    /// By angle about a centre, clockwise on screen from the start angle.
    case angular(center: UnitPoint, startAngle: Angle, endAngle: Angle)
  }

  package var colors: Colors
  package var geometry: Geometry

  package init(colors: Colors, geometry: Geometry) {
    self.colors = colors
    self.geometry = geometry
  }
}

/// A gradient whose colours may depend on the environment, such as `Color.blue.gradient`; as a
/// style it runs from top to bottom.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(Color.blue.gradient)
/// ```
public struct AnyGradient: Hashable, ShapeStyle {
  package let colors: GradientPaint.Colors

  /// A gradient of `gradient`'s stops.
  public init(_ gradient: Gradient) {
    colors = .stops(gradient)
  }

  package init(colors: GradientPaint.Colors) {
    self.colors = colors
  }

  /// The gradient in a colour space; Decl interpolates every gradient in sRGB.
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

  public var _erased: AnyShapeStyle {
    AnyShapeStyle(
      storage: .gradient(
        GradientPaint(colors: colors, geometry: .linear(start: .top, end: .bottom))))
  }

  /// This gradient laid out by `geometry`.
  func erased(_ geometry: GradientPaint.Geometry) -> AnyShapeStyle {
    AnyShapeStyle(storage: .gradient(GradientPaint(colors: colors, geometry: geometry)))
  }
}

extension Gradient {
  /// Colour spaces gradients can be interpolated in.
  public struct ColorSpace: Hashable, Sendable {
    let name: String
    /// Interpolation between the sRGB components.
    public static let device = ColorSpace(name: "device")
    /// Interpolation in a perceptual space; Decl uses sRGB.
    public static let perceptual = ColorSpace(name: "perceptual")
  }

  /// The gradient in a colour space; Decl interpolates every gradient in sRGB.
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(self) }
}

extension Gradient: ShapeStyle {
  /// The gradient from top to bottom.
  public var _erased: AnyShapeStyle {
    LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)._erased
  }
}

extension Color {
  /// A gradient made from this colour: a little lighter at the top, the colour at the bottom.
  public var gradient: AnyGradient { AnyGradient(colors: .derived(from: self)) }
}

// SwiftUI declares these on the concrete gradient types, returning an opaque style.

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of `gradient` between two unit points.
  public static func linearGradient(
    _ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> some ShapeStyle {
    gradient.erased(.linear(start: startPoint, end: endPoint))
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of `gradient` about a unit point.
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
    endRadius: CGFloat
  ) -> some ShapeStyle {
    gradient.erased(.radial(center: center, startRadius: startRadius, endRadius: endRadius))
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient of `gradient` fitted to the frame.
  public static func ellipticalGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> some ShapeStyle {
    gradient.erased(
      .elliptical(
        center: center, startRadiusFraction: startRadiusFraction,
        endRadiusFraction: endRadiusFraction))
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of `gradient` between two angles.
  public static func angularGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
  ) -> some ShapeStyle {
    gradient.erased(.angular(center: center, startAngle: startAngle, endAngle: endAngle))
  }

  /// A conic gradient of `gradient`: a full turn starting at `angle`.
  public static func conicGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero
  ) -> some ShapeStyle {
    gradient.erased(
      .angular(center: center, startAngle: angle, endAngle: angle + .degrees(360)))
  }
}
