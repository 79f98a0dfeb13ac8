/// A modifier whose `animatableData` SwiftUI interpolates (deprecated in SwiftUI for a
/// `ViewModifier` that is also `Animatable`); Decl draws the final value at once, as for every
/// `Animatable`.
public protocol AnimatableModifier: Animatable, ViewModifier {}
