extension EnvironmentValues {
  /// The help text of the controls here.
  @Entry package var helpText: Text? = nil
}

extension View {
  /// Help for the control: shown in a status line at the bottom of the screen while the
  /// control (or a control inside the view) has focus, as a tooltip would on hover.
  ///
  /// ```swift
  /// Button("Sync", action: sync).help("Upload your changes and download others'")
  /// ```
  public func help(_ text: Text) -> some View {
    environment(\.helpText, text)
  }

  public func help(_ textKey: LocalizedStringKey) -> some View {
    help(Text(textKey))
  }

  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View {
    help(Text(text))
  }
}
