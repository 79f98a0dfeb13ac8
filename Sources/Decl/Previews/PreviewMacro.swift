/// A preview of a view: `swift run App --preview NAME` shows it in the terminal, and
/// `assertPreviewSnapshots()` snapshots it.
///
/// ```swift
/// #Preview("Counter", traits: .sizeThatFitsLayout) {
///   @Previewable @State var count = 1
///   CounterView(count: $count)
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "DeclMacros", type: "PreviewMacro")

/// Marks a declaration in a `#Preview` body as the preview's own state, so `@State` works there.
@attached(peer)
public macro Previewable() = #externalMacro(module: "DeclMacros", type: "PreviewableMacro")

/// The content of a preview's body, type-erased (the body the `#Preview` expansion writes).
@MainActor
public func _previewContent(@ViewBuilder _ content: () -> any View) -> AnyView {
  AnyView(content())
}
