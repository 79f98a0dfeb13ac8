/// A view that asks its scrolling container for a position (`defaultScrollAnchor`,
/// `scrollPosition`), applied once layout knows the content's size.
@MainActor
package protocol ScrollRequestBehavior: NodeBehavior {
  /// Applies the request to the container around `node`.
  func applyScrollRequest(_ node: ViewNode)
}
