import Foundation

extension View {
  /// Takes dropped items of `supportedContentTypes`: in a terminal, a file dropped on the
  /// window (which pastes its path) or pasted text, when no text field has focus. `isTargeted`
  /// is true while the action runs.
  ///
  /// ```swift
  /// ImageWell().onDrop(of: [.fileURL], isTargeted: $isTargeted) { providers in
  ///   providers.first?.loadObject(ofClass: URL.self) { url, _ in imported = url }
  ///   return true
  /// }
  /// ```
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
  ) -> some View {
    modifier(
      DropDestinationModifier(
        contentTypes: supportedContentTypes, isTargeted: isTargeted,
        perform: { action($0.providers) }))
  }

  /// Takes dropped items of `supportedContentTypes`, with where they landed (the view's top
  /// leading corner for a paste).
  public func onDrop(
    of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
  ) -> some View {
    modifier(
      DropDestinationModifier(
        contentTypes: supportedContentTypes, isTargeted: isTargeted,
        perform: { action($0.providers, $0.location) }))
  }

  /// Takes dropped items of `supportedContentTypes` through `delegate`.
  public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate)
    -> some View
  {
    modifier(
      DropDestinationModifier(
        contentTypes: supportedContentTypes, isTargeted: nil,
        perform: { info in
          guard delegate.validateDrop(info: info) else { return false }
          delegate.dropEntered(info: info)
          let proposal = delegate.dropUpdated(info: info)
          defer { delegate.dropExited(info: info) }
          if let proposal, proposal.operation == .forbidden || proposal.operation == .cancel {
            return false
          }
          return delegate.performDrop(info: info)
        }))
  }

  /// Takes dropped items of the type identifiers.
  @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
  ) -> some View {
    onDrop(
      of: supportedTypes.map { UTType(exportedAs: $0) }, isTargeted: isTargeted, perform: action)
  }

  /// Takes dropped items of the type identifiers, with where they landed.
  @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
  ) -> some View {
    onDrop(
      of: supportedTypes.map { UTType(exportedAs: $0) }, isTargeted: isTargeted, perform: action)
  }

  /// Takes dropped items of the type identifiers through `delegate`.
  @available(*, deprecated, message: "Provide `UTType`s as the `supportedContentTypes` instead.")
  public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
    onDrop(of: supportedTypes.map { UTType(exportedAs: $0) }, delegate: delegate)
  }

  /// Makes the view draggable with the items `data` provides: accepted (a terminal cannot
  /// drag out of its window; copy with the clipboard instead).
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }

  /// Makes the view draggable, showing `preview` while dragged: accepted.
  public func onDrag<V: View>(
    _ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V
  ) -> some View {
    self
  }

  /// The items a drag of the view hands over: accepted.
  public func itemProvider(_ action: (() -> NSItemProvider?)?) -> some View { self }
}
