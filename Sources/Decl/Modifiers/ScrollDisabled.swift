extension EnvironmentValues {
  /// Whether scroll views and lists inside scroll by the wheel and Page Up / Page Down
  /// (`scrollDisabled`). Moving focus still scrolls a control into view.
  @Entry public var isScrollEnabled: Bool = true
}

extension View {
  /// Stops scroll views and lists inside from scrolling by the wheel or keys.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentWriter { $0.isScrollEnabled = !disabled })
  }
}
