import Foundation

/// A tap that reports where it happened: `count` clicks in a row on the view give the clicked
/// cell's top-leading corner in the view, in points; Enter or Space while the view is focused
/// give its centre.
///
/// ```swift
/// Color.gray.gesture(SpatialTapGesture().onEnded { pins.append($0.location) })
/// ```
public struct SpatialTapGesture: _PrimitiveGesture, ActivatedGesture {
  /// Where the tap happened.
  public struct Value: Equatable, @unchecked Sendable {
    /// The point in the view, in points.
    public var location: CGPoint
  }

  /// How many taps in a row end the gesture.
  public var count: Int
  /// The space `location` is in; Decl gives points in the view.
  public var coordinateSpace: CoordinateSpace

  public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace.coordinateSpace
  }

  package func activation(ending ended: @escaping (Any) -> Void) -> GestureActivation? {
    GestureActivation(count: max(1, count)) { ended(Value(location: $0)) }
  }
}
