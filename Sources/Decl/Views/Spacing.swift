import Foundation

/// Flexible empty space that pushes the views around it apart along a stack's axis.
public struct Spacer: View {
  /// The shortest the spacer gets along its stack, in points.
  /// The least it shrinks to along its stack's axis; nil for the stack's default spacing.
  public var minLength: CGFloat?

  /// `minLength` (points) defaults to the stack's default spacing (one column across, no rows
  /// down).
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  public typealias Body = Never
}

/// A line across a stack: horizontal in a `VStack`, vertical in an `HStack`.
public struct Divider: View {
  public init() {}
  public typealias Body = Never
}
