import Foundation

/// Scrolls the lists and scroll views inside a `ScrollViewReader`.
public struct ScrollViewProxy {
  private let target: WeakScrollTarget

  package init(target: any ScrollProxyTarget) {
    self.target = WeakScrollTarget(target)
  }

  /// Scrolls the view whose id is `id` into sight: with `anchor`, so that point of the view
  /// lines up with the same point of the scroll view (`.top`, `.center`, `.bottom`); without
  /// one, by as little as shows it whole.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    let target = self.target
    let id = UncheckedSendable(AnyHashable(id))
    if DispatchQueue.isMainQueue {
      MainActor.assumeIsolated { target.value?.scroll(to: id.value, anchor: anchor) }
    } else {
      Task { @MainActor in target.value?.scroll(to: id.value, anchor: anchor) }
    }
  }
}

/// What a `ScrollViewProxy` scrolls: the reader's node in the renderer.
@MainActor
package protocol ScrollProxyTarget: AnyObject {
  func scroll(to id: AnyHashable, anchor: UnitPoint?)
}

/// A proxy's reference to its reader, which does not keep the reader alive.
private final class WeakScrollTarget: @unchecked Sendable {
  weak var value: (any ScrollProxyTarget)?
  init(_ value: any ScrollProxyTarget) { self.value = value }
}
