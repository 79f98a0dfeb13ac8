import Foundation

/// The size and position of a `GeometryReader` (or of the view `onGeometryChange` watches),
/// in points: a reader 60 columns wide is 480 points wide.
///
/// ```swift
/// GeometryReader { geometry in
///   Text("Half").frame(width: geometry.size.width / 2)
/// }
/// ```
public struct GeometryProxy {
  /// The view's size, in points.
  public let size: CGSize
  /// The insets of the safe area: a terminal has none.
  public let safeAreaInsets: EdgeInsets
  /// The view's frame on the screen, in points.
  package let globalFrame: CGRect
  /// The screen frames of the named coordinate spaces around the view, nearest first.
  package let namedSpaces: [(name: AnyHashable, frame: CGRect)]
  /// Records whether the view's code read its position, so it runs again when that moves.
  package let reads: GeometryReads?

  package init(
    globalFrame: CGRect, namedSpaces: [(name: AnyHashable, frame: CGRect)],
    reads: GeometryReads?
  ) {
    size = globalFrame.size
    safeAreaInsets = EdgeInsets()
    self.globalFrame = globalFrame
    self.namedSpaces = namedSpaces
    self.reads = reads
  }

  /// The view's frame in a coordinate space: `.local` (origin zero), `.global` (the screen) or
  /// a named ancestor's (`.named("board")`; the screen when no ancestor has the name).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      return CGRect(origin: .zero, size: size)
    case .global:
      reads?.position = true
      return globalFrame
    case .named(let name):
      reads?.position = true
      let origin = namedSpaces.first { $0.name == name }?.frame.origin ?? .zero
      return globalFrame.offsetBy(dx: -origin.x, dy: -origin.y)
    }
  }

  /// The view's frame in a coordinate space written the iOS 17 way.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The bounds of a named coordinate space in this view's coordinates, or nil when no
  /// ancestor has that name.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    let name = coordinateSpace.coordinateSpace
    guard case .named(let key) = name, let space = namedSpaces.first(where: { $0.name == key })
    else { return nil }
    reads?.position = true
    return space.frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }

  /// An anchor's value in this view's coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T {
    reads?.position = true
    return anchor.value(relativeTo: globalFrame.origin)
  }
}

/// What a geometry reader's code read of its proxy.
package final class GeometryReads {
  /// Whether it read its position (a frame in a space other than its own, an anchor).
  package var position = false

  package init() {}
}
