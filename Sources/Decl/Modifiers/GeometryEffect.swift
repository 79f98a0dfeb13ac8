import Foundation

/// A modifier that moves how a view is drawn by a transform computed from its size, without
/// changing its layout (a shake, a custom transition's slide). A terminal draws the transform's
/// translation, in whole cells; scaling and rotation are kept.
///
/// ```swift
/// struct Shake: GeometryEffect {
///   var animatableData: CGFloat
///   func effectValue(size: CGSize) -> ProjectionTransform {
///     ProjectionTransform(CGAffineTransform(translationX: 10 * sin(animatableData * .pi * 2), y: 0))
///   }
/// }
/// ```
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform the view is drawn with, for its size.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The same effect, which layout and geometry readers do not see (as every geometry effect
  /// is in Decl).
  public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(self) }
}

/// A geometry effect that layout does not see.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  public nonisolated(unsafe) var base: Base

  public init(_ base: Base) { self.base = base }

  public nonisolated var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }

  public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
}

/// A modifier made from the environment: `resolve(in:)` gives the modifier to apply.
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
  /// The modifier applied.
  associatedtype ResolvedModifier: ViewModifier
  /// The modifier to apply in `environment`.
  func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EmptyModifier {
  /// The modifier that changes nothing.
  public static let identity = EmptyModifier()
}

extension ViewModifier {
  /// This modifier, its changes animated with `animation`.
  public func animation(_ animation: Animation?) -> some ViewModifier {
    concat(TransactionModifier { $0.animation = animation })
  }

  /// This modifier, its changes made in the transaction `transform` changes.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
    concat(TransactionModifier(transform: transform))
  }
}

/// `ViewModifier.transaction(_:)`: the content's changes in a changed transaction.
struct TransactionModifier: ViewModifier {
  let transform: (inout Transaction) -> Void

  func body(content: Content) -> some View {
    content.transaction(transform)
  }
}

/// The preference `preferredColorScheme` sets: the colour scheme a presentation or window
/// asks for, the innermost one winning.
public struct PreferredColorSchemeKey: PreferenceKey {
  public static let defaultValue: ColorScheme? = nil

  public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    value = nextValue() ?? value
  }
}
