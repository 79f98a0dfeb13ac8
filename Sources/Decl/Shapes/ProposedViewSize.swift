import Foundation

/// A size a parent proposes to a child during layout, in points; a `nil` dimension asks for
/// the child's ideal size in that dimension.
///
/// ```swift
/// func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
///   proposal.replacingUnspecifiedDimensions()
/// }
/// ```
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width; `nil` asks for the ideal width.
  public var width: CGFloat?
  /// The proposed height; `nil` asks for the ideal height.
  public var height: CGFloat?

  /// A proposal of `width` by `height`.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) {
    self.init(width: size.width, height: size.height)
  }

  /// A proposal of no space: asks for the smallest size.
  public static let zero = ProposedViewSize(width: 0, height: 0)

  /// A proposal of unlimited space: asks for the largest size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// No proposal: asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)

  /// The proposal with its unspecified dimensions taken from `size` (10 by 10 points, as in
  /// SwiftUI, unless given).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}
