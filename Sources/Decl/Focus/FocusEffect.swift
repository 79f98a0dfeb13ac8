extension EnvironmentValues {
  /// Whether focused controls inside show that they are focused (reverse video).
  @Entry public var isFocusEffectEnabled: Bool = true
}

extension View {
  /// Draws focused controls inside without their focus ring (reverse video), for views that
  /// show focus their own way (reading `isFocused`).
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    environment(\.isFocusEffectEnabled, !disabled)
  }
}
