private struct IsScrollEnabledKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
  /// Whether scroll views and lists inside scroll by the wheel and Page Up / Page Down
  /// (`scrollDisabled`). Moving focus still scrolls a control into view.
  public var isScrollEnabled: Bool {
    get { self[IsScrollEnabledKey.self] }
    set { self[IsScrollEnabledKey.self] = newValue }
  }
}

extension View {
  /// Stops scroll views and lists inside from scrolling by the wheel or keys.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentWriter { $0.isScrollEnabled = !disabled })
  }
}
