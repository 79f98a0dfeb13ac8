import Foundation

// Modifiers for what a terminal's cells cannot show or a terminal does not have: pointer hover
// effects, GPU shaders, projections, high dynamic range, right-to-left mirroring, system edge
// gestures, scroll bar flashes. Each is accepted so SwiftUI code compiles unchanged, and
// leaves the view as it is; the README's "Differences from SwiftUI" table lists them.

extension View {
  /// Groups the view's geometry so its children animate with it; Decl's changes happen at once,
  /// so the view is drawn as it is.
  public func geometryGroup() -> some View { self }

  /// A terminal cannot draw a 3D projection: the view is drawn untransformed.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }

  /// Shaders run on a GPU: the view is drawn without the effect.
  public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

  /// Shaders run on a GPU: the view is drawn without the effect.
  public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  { self }

  /// Shaders run on a GPU: the view is drawn without the effect.
  public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
    -> some View
  { self }

  /// Terminal colours have no high dynamic range: the range is kept in the environment.
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
    modifier(EnvironmentWriter { $0.allowedDynamicRange = range })
  }

  /// A terminal pointer has no hover effect: accepted and ignored.
  public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }

  /// A terminal pointer has no hover effect: accepted and ignored.
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

  /// Decl lays out left to right only, so there is nothing to flip: accepted and ignored.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View { self }

  /// Decl lays out left to right only, so there is nothing to mirror: accepted and ignored.
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { self }

  /// Decl's scroll views clip to their frame, as a terminal region must: accepted and ignored.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

  /// Decl's scroll bars are always drawn, so there is nothing to flash: accepted and ignored.
  public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

  /// Decl's scroll bars are always drawn, so there is nothing to flash: accepted and ignored.
  public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }

  /// A terminal has no system edge gestures to defer: accepted and ignored.
  public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

  /// A terminal has no drag and hover to spring-load: accepted and ignored.
  public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> some View {
    modifier(EnvironmentWriter { $0.springLoadingBehavior = behavior })
  }

  /// Decl reports no interaction metrics: accepted and ignored.
  public func interactionActivityTrackingTag(_ tag: String) -> some View { self }

  /// Decl has one window, so every external event goes to it: accepted and ignored.
  public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View {
    self
  }
}
