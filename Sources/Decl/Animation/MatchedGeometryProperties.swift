/// Which of a view's geometry `matchedGeometryEffect` would share with its match.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The view's position.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The view's size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Both the position and the size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Would move and size the view to match the view with the same `id` in `namespace` while a
  /// change animates. Changes happen at once in a terminal: accepted and ignored.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View { self }
}
