import Foundation

extension View {
  /// Applies effects computed from the view's geometry (its frame of the last layout), which
  /// change how it looks but not its layout: offsets and opacity are drawn.
  ///
  /// ```swift
  /// Text(row.title).visualEffect { content, proxy in
  ///   content.opacity(proxy.frame(in: .global).minY < 40 ? 0.5 : 1)
  /// }
  /// ```
  public func visualEffect(
    _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
  ) -> some View {
    modifier(VisualEffectModifier { effect($0, $1).chain })
  }
}

/// `visualEffect`: the view's frame of the last layout, and the effect computed from it.
struct VisualEffectModifier: ViewModifier {
  let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> _VisualEffectChain
  @State private var frame: CGRect?

  func body(content: Content) -> some View {
    let chain =
      frame.map {
        effect(EmptyVisualEffect(), GeometryProxy(globalFrame: $0, namedSpaces: [], reads: nil))
      } ?? _VisualEffectChain()
    content
      .onGeometryChange(for: CGRect.self) {
        $0.frame(in: .global)
      } action: {
        frame = $0
      }
      .offset(chain.offset)
      .opacity(chain.opacity)
  }
}
