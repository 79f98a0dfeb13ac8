extension View {
  /// The shape clicks and taps land on: a click inside the frame but outside the shape does
  /// not reach the view.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modifier(ContentShapeModifier(shape: AnyShape(shape), eoFill: eoFill))
  }

  /// The shape of one kind of interaction; a terminal has clicks only, so every kind sets it.
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  {
    modifier(ContentShapeModifier(shape: AnyShape(shape), eoFill: eoFill))
  }
}

/// The kinds of interaction a content shape is for.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
  public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
  public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
  public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
  public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// `contentShape`: where clicks on the view land.
package struct ContentShapeModifier: ViewModifier {
  package let shape: AnyShape
  package let eoFill: Bool

  package typealias Body = Never
}
