import Foundation

/// A gesture that follows a drag. Accepted: a terminal has no drag of a view yet, so it never
/// changes or ends.
public struct DragGesture: _PrimitiveGesture {
  /// Where a drag is, in points.
  public struct Value: Equatable, Sendable {
    /// When the drag was at this point.
    public var time: Date
    /// Where the pointer is.
    public var location: CGPoint
    /// Where the drag began.
    public var startLocation: CGPoint
    /// How far the pointer has moved since the drag began.
    public var translation: CGSize { location - startLocation }
    /// How fast the pointer moves, in points per second.
    public var velocity: CGSize
    /// Where the drag would end if it stopped now, at its speed.
    public var predictedEndLocation: CGPoint
    /// How far the drag would have moved if it stopped now, at its speed.
    public var predictedEndTranslation: CGSize { predictedEndLocation - startLocation }
  }

  /// How far the pointer moves before the drag begins, in points.
  public var minimumDistance: CGFloat
  /// The space the drag's locations are in.
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
    self.init(
      minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
  }
}

extension CGPoint {
  fileprivate static func - (end: CGPoint, start: CGPoint) -> CGSize {
    CGSize(width: end.x - start.x, height: end.y - start.y)
  }
}
