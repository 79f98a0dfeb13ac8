import Foundation

/// Flexible empty space that pushes the views around it apart along a stack's axis.
public struct Spacer: View {
  package let minLength: Int?

  /// `minLength` defaults to the stack's default spacing (one column across, no rows down).
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength.map { max(0, $0.cells) }
  }

  public typealias Body = Never
}

/// A line across a stack: horizontal in a `VStack`, vertical in an `HStack`.
public struct Divider: View {
  public init() {}
  public typealias Body = Never
}
