import Foundation

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`): its size, the spacing after it, and
/// how cells align in it.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ForEach(items) { ItemView($0) } }
/// ```
public struct GridItem: Sendable {
  /// How wide a column (or tall a row) is, in points.
  public enum Size: Sendable {
    /// Exactly this size.
    case fixed(CGFloat)
    /// A share of the space left, between these sizes.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many columns of at least `minimum` as fit in its share, each at most `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: GridItem.Size
  /// Points between this column and the next; nil for one column (one row in a `LazyHGrid`:
  /// none).
  public var spacing: CGFloat?
  /// Where cells sit in their space; nil for the grid's alignment.
  public var alignment: Alignment?

  public init(
    _ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
