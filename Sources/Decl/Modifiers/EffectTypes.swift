import Foundation

// The values effect modifiers take; a terminal accepts them and draws as it always does.

/// How a view's colours combine with what is behind it.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
  case destinationOver, destinationOut, plusDarker, plusLighter
}

/// The colour space a drawing group renders in.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// How a view reacts when a pointer hovers over it.
public struct HoverEffect: Sendable {
  private let name: String
  /// The system's choice.
  public static let automatic = HoverEffect(name: "automatic")
  /// A highlight under the pointer.
  public static let highlight = HoverEffect(name: "highlight")
  /// The view lifts towards the pointer.
  public static let lift = HoverEffect(name: "lift")
}
