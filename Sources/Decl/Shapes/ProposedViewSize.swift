import Foundation

/// A proposal for the size of a view, in points; a `nil` dimension asks for the view's ideal
/// size along it.
///
/// ```swift
/// subview.sizeThatFits(ProposedViewSize(width: 120, height: nil))
/// ```
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or `nil` for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or `nil` for the ideal height.
  public var height: CGFloat?

  /// A proposal of the given dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// A proposal of zero in both dimensions: the view's minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// A proposal of infinity in both dimensions: the view's maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
  /// A proposal with neither dimension given: the view's ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal as a size, with unspecified dimensions taken from `size` (10 × 10 by default,
  /// as in SwiftUI).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
