/// Which gestures `gesture(_:including:)` enables: the view's own, its subviews', both or none.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// No gestures.
  public static let none: GestureMask = []
  /// The gesture being attached.
  public static let gesture = GestureMask(rawValue: 1 << 0)
  /// The gestures of the view's subviews.
  public static let subviews = GestureMask(rawValue: 1 << 1)
  /// The gesture and the subviews' gestures.
  public static let all: GestureMask = [.gesture, .subviews]
}
