extension View {
  /// Names the device to preview on: accepted; previews show in the terminal.
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }

  /// Sets the size of the preview: accepted; previews fill the terminal.
  public func previewLayout(_ value: PreviewLayout) -> some View { self }

  /// Names the preview in Xcode's canvas: accepted; `--preview` lists a provider by its type's
  /// name.
  public func previewDisplayName(_ value: String?) -> some View { self }

  /// Sets the device orientation of the preview: accepted; a terminal has one shape.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
