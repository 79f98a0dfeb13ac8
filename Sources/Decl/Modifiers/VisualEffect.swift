import Foundation

/// Effects that change how a view looks but not its layout, computed from its geometry
/// (`visualEffect { effect, proxy in effect.offset(y: …) }`). A terminal draws offsets and
/// opacity; scaling, rotation, blur, colour filters and shaders are kept and not drawn, as the
/// view modifiers of the same names are.
public protocol VisualEffect: Sendable, Animatable {}

/// The effect that changes nothing, which `visualEffect`'s closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

/// A chain of visual effects, as the `VisualEffect` methods build it.
public struct _VisualEffectChain: VisualEffect {
  /// How far the view is moved, in points.
  package var offset = CGSize.zero
  /// How opaque the view is.
  package var opacity = 1.0
}

extension VisualEffect {
  /// What the effect amounts to, for the view it applies to.
  package var chain: _VisualEffectChain { (self as? _VisualEffectChain) ?? _VisualEffectChain() }

  /// Moves the view by `offset`.
  public func offset(_ offset: CGSize) -> some VisualEffect {
    var chain = chain
    chain.offset.width += offset.width
    chain.offset.height += offset.height
    return chain
  }

  /// Moves the view by `x` and `y`.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
    offset(CGSize(width: x, height: y))
  }

  /// Multiplies the view's opacity by `opacity`.
  public func opacity(_ opacity: Double) -> some VisualEffect {
    var chain = chain
    chain.opacity *= opacity
    return chain
  }

  /// Scales the view: kept (a terminal cell does not scale).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    chain
  }

  /// Scales the view: kept.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    chain
  }

  /// Scales the view: kept.
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center)
    -> some VisualEffect
  {
    chain
  }

  /// Rotates the view: kept.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    chain
  }

  /// Rotates the view in three dimensions: kept.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some VisualEffect {
    chain
  }

  /// Transforms the view: kept.
  public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect { chain }

  /// Transforms the view: kept.
  public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { chain }

  /// Blurs the view: kept.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { chain }

  /// Brightens the view: kept.
  public func brightness(_ amount: Double) -> some VisualEffect { chain }

  /// Changes the view's contrast: kept.
  public func contrast(_ amount: Double) -> some VisualEffect { chain }

  /// Greys the view: kept.
  public func grayscale(_ amount: Double) -> some VisualEffect { chain }

  /// Rotates the view's hues: kept.
  public func hueRotation(_ angle: Angle) -> some VisualEffect { chain }

  /// Changes the view's saturation: kept.
  public func saturation(_ amount: Double) -> some VisualEffect { chain }

  /// Colours the view with a shader: kept.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { chain }

  /// Moves the view's pixels with a shader: kept.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some VisualEffect
  {
    chain
  }

  /// Draws the view's layer with a shader: kept.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some VisualEffect
  {
    chain
  }
}
