import Foundation

/// Insets from the edges of a rectangle, leading and trailing following the layout direction.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// The insets of SwiftUI's `EdgeInsets`.
  public init(_ edgeInsets: EdgeInsets) {
    self.init(
      top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom,
      trailing: edgeInsets.trailing)
  }

  public static let zero = NSDirectionalEdgeInsets()
}
