import Foundation

// SF Symbols' rendering modes, variants and animated effects. Symbols are single glyphs in a
// terminal: a variant picks the variant's symbol, rendering modes and effects are accepted and
// ignored.

extension View {
  /// Symbols are drawn as one glyph in the foreground colour; the mode is kept in the
  /// environment.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    modifier(EnvironmentWriter { $0.symbolRenderingMode = mode })
  }

  /// Symbols inside are drawn as this variant where SF Symbols has one:
  /// `Image(systemName: "heart").symbolVariant(.fill)` is `heart.fill`.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    modifier(EnvironmentWriter { $0.symbolVariants = $0.symbolVariants.adding(variant) })
  }

  /// Symbols do not animate in a terminal: accepted and ignored.
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View { self }

  /// Symbols do not animate in a terminal: accepted and ignored.
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { self }

  /// Symbols do not animate in a terminal: accepted and ignored.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

/// How a symbol's layers are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
  private let name: String
  /// One colour.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One colour at several opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// A colour per layer, from the foreground styles.
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of a symbol: filled, in a circle, slashed.
public struct SymbolVariants: Hashable, Sendable {
  private let names: Set<String>

  private init(_ names: Set<String>) { self.names = names }

  /// No variant.
  public static let none = SymbolVariants([])
  /// In a circle.
  public static let circle = SymbolVariants(["circle"])
  /// In a square.
  public static let square = SymbolVariants(["square"])
  /// In a rectangle.
  public static let rectangle = SymbolVariants(["rectangle"])
  /// Filled.
  public static let fill = SymbolVariants(["fill"])
  /// Slashed.
  public static let slash = SymbolVariants(["slash"])

  /// This variant in a circle as well (`.circle.fill`).
  public var circle: SymbolVariants { SymbolVariants(names.union(["circle"])) }
  /// This variant in a square as well.
  public var square: SymbolVariants { SymbolVariants(names.union(["square"])) }
  /// This variant in a rectangle as well.
  public var rectangle: SymbolVariants { SymbolVariants(names.union(["rectangle"])) }
  /// This variant filled as well.
  public var fill: SymbolVariants { SymbolVariants(names.union(["fill"])) }
  /// This variant slashed as well.
  public var slash: SymbolVariants { SymbolVariants(names.union(["slash"])) }

  /// Whether this variant includes `other`.
  public func contains(_ other: SymbolVariants) -> Bool { other.names.isSubset(of: names) }

  /// Both variants at once, as nested `symbolVariant` modifiers give.
  package func adding(_ other: SymbolVariants) -> SymbolVariants {
    SymbolVariants(names.union(other.names))
  }

  /// The name of `symbol` in this variant: SF Symbols orders the suffixes slash, enclosing
  /// shape, fill (`mic.slash.circle.fill`). Suffixes the name already has are kept; `nil` when
  /// SF Symbols has no such symbol, so the base is drawn.
  package func symbolName(for symbol: String, exists: (String) -> Bool) -> String? {
    if names.isEmpty { return nil }
    var parts = symbol.split(separator: ".").map(String.init)
    let has = Set(parts)
    var suffixes: [String] = []
    if names.contains("slash"), !has.contains("slash") { suffixes.append("slash") }
    for shape in ["circle", "square", "rectangle"]
    where names.contains(shape) && !has.contains(shape) {
      suffixes.append(shape)
    }
    if names.contains("fill"), !has.contains("fill") {
      // A filled name's fill is last, so a shape added to `heart.fill` goes before it.
      if parts.last == "fill" { parts.removeLast() }
      suffixes.append("fill")
    } else if parts.last == "fill" {
      parts.removeLast()
      suffixes.append("fill")
    }
    let name = (parts + suffixes).joined(separator: ".")
    return name != symbol && exists(name) ? name : nil
  }
}

/// An animation of a symbol.
public protocol SymbolEffect: Sendable {}

/// An effect that runs while it is active (`symbolEffect(_:isActive:)`).
public protocol IndefiniteSymbolEffect {}

/// An effect that runs when a value changes (`symbolEffect(_:value:)`).
public protocol DiscreteSymbolEffect {}

/// How a symbol effect runs: how often and how fast.
public struct SymbolEffectOptions: Sendable {
  private var repeatCount: Int?
  private var speedFactor: Double = 1

  private init(repeatCount: Int? = nil) { self.repeatCount = repeatCount }

  /// The effect's own behaviour.
  public static let `default` = SymbolEffectOptions()
  /// Repeating for as long as it is active.
  public static let repeating = SymbolEffectOptions(repeatCount: .max)
  /// Running once.
  public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)

  /// Repeating `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: count)
  }

  /// Running `speed` times as fast.
  public static func speed(_ speed: Double) -> SymbolEffectOptions {
    var options = SymbolEffectOptions()
    options.speedFactor = speed
    return options
  }

  /// These options repeating `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    var options = self
    options.repeatCount = count
    return options
  }

  /// These options running `speed` times as fast.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var options = self
    options.speedFactor = speed
    return options
  }
}

// Each effect has the variations SwiftUI offers as properties (`.bounce.up.byLayer`,
// `.variableColor.iterative.reversing`); all are accepted alike.

/// Bouncing.
public struct BounceSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Pulsing opacity.
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Layers coloured one after another.
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect,
  DiscreteSymbolEffect
{
  public var iterative: Self { self }
  public var cumulative: Self { self }
  public var reversing: Self { self }
  public var nonReversing: Self { self }
  public var hideInactiveLayers: Self { self }
  public var dimInactiveLayers: Self { self }
}

/// Growing or shrinking.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Appearing.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Disappearing.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Wiggling.
public struct WiggleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var up: Self { self }
  public var down: Self { self }
  public var left: Self { self }
  public var right: Self { self }
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Turning.
public struct RotateSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var clockwise: Self { self }
  public var counterClockwise: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

/// Breathing.
public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  public var plain: Self { self }
  public var pulse: Self { self }
  public var byLayer: Self { self }
  public var wholeSymbol: Self { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// The `bounce` effect.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// The `pulse` effect.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// The `variableColor` effect.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// The `scale` effect.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// The `appear` effect.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// The `disappear` effect.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// The `wiggle` effect.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// The `rotate` effect.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// The `breathe` effect.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}
