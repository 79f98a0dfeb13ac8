import Foundation

/// Effects a `scrollTransition` applies to a view, built from `EmptyVisualEffect`:
/// `effect.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(0.9)`. Decl draws the opacity and
/// the offset; cells cannot scale, rotate, blur or recolour, so the others are kept and not
/// drawn.
public protocol VisualEffect: Sendable, Animatable {}

/// No effect: what a transition closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

/// The effects applied so far: the opacity and offset Decl draws.
public struct _AppliedVisualEffect: VisualEffect {
  package var opacity: Double = 1
  package var offset: CGSize = .zero
}

extension VisualEffect {
  private var applied: _AppliedVisualEffect {
    (self as? _AppliedVisualEffect) ?? _AppliedVisualEffect()
  }

  /// Makes the view more transparent.
  public func opacity(_ opacity: Double) -> some VisualEffect {
    var effect = applied
    effect.opacity *= opacity
    return effect
  }

  /// Moves the view by `offset` points.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    var effect = applied
    effect.offset.width += offset.width
    effect.offset.height += offset.height
    return effect
  }

  /// Moves the view by `x` and `y` points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    offset(CGSize(width: x, height: y))
  }

  /// Scales the view: kept, not drawn (a cell has one size).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    applied
  }

  /// Scales the view: kept, not drawn (a cell has one size).
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    applied
  }

  /// Scales the view: kept, not drawn (a cell has one size).
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center)
    -> some VisualEffect
  { applied }

  /// Rotates the view: kept, not drawn.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    applied
  }

  /// Rotates the view in three dimensions: kept, not drawn.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect { applied }

  /// Transforms the view: kept, not drawn.
  public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect { applied }

  /// Transforms the view: kept, not drawn.
  public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { applied }

  /// Blurs the view: kept, not drawn.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { applied }

  /// Brightens the view: kept, not drawn.
  public func brightness(_ amount: Double) -> some VisualEffect { applied }

  /// Changes the view's contrast: kept, not drawn.
  public func contrast(_ amount: Double) -> some VisualEffect { applied }

  /// Greys the view: kept, not drawn.
  public func grayscale(_ amount: Double) -> some VisualEffect { applied }

  /// Turns the view's hues: kept, not drawn.
  public func hueRotation(_ angle: Angle) -> some VisualEffect { applied }

  /// Changes the view's saturation: kept, not drawn.
  public func saturation(_ amount: Double) -> some VisualEffect { applied }

  /// A shader's colour effect: kept, not drawn.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
    applied
  }

  /// A shader's distortion: kept, not drawn.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some VisualEffect
  { applied }

  /// A shader's layer effect: kept, not drawn.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some VisualEffect
  { applied }
}

/// Draws a view with the opacity and offset of a visual effect.
struct VisualEffectModifier: ViewModifier {
  let effect: _AppliedVisualEffect

  func body(content: Content) -> some View {
    content.opacity(effect.opacity).offset(effect.offset)
  }
}
