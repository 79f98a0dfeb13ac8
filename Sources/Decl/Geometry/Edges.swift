import Foundation

/// One side of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { self.rawValue = 1 << edge.rawValue }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.top, .leading, .bottom, .trailing]
  }
}

/// Insets on each edge, in terminal cells (columns for leading/trailing, rows for top/bottom).
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  package init(_ edges: Edge.Set, _ length: CGFloat) {
    self.init(
      top: edges.contains(.top) ? length : 0,
      leading: edges.contains(.leading) ? length : 0,
      bottom: edges.contains(.bottom) ? length : 0,
      trailing: edges.contains(.trailing) ? length : 0)
  }
}

/// The horizontal or the vertical axis.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// A point in a view's unit square, used to place gradient stops: `(0, 0)` is the top
/// leading corner, `(1, 1)` the bottom trailing one; values outside project outside the view.
public struct UnitPoint: Hashable, Sendable {
  /// The fraction of the width from the leading edge.
  public var x: CGFloat
  /// The fraction of the height from the top edge.
  public var y: CGFloat

  /// The origin, the top leading corner.
  public init() {
    self.init(x: 0, y: 0)
  }

  /// The point at fractions `x` of the width and `y` of the height.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension CGFloat {
  /// The nearest whole number of terminal cells; infinity stays "as large as possible".
  package var cells: Int {
    if self.isInfinite { return self > 0 ? Int.cellInfinity : 0 }
    if self.isNaN { return 0 }
    // A huge length (1e30 points) is as large as possible, not a crash converting it.
    let rounded = self.rounded()
    if rounded >= CGFloat(Int.cellInfinity) { return .cellInfinity }
    if rounded <= -CGFloat(Int.cellInfinity) { return -.cellInfinity }
    return Int(rounded)
  }
}

extension Int {
  /// "Unbounded" in cell arithmetic: large, yet far enough from `Int.max` to add safely.
  package static let cellInfinity = 1 << 40
}

extension EdgeInsets: Animatable {
  /// The four insets, which animations interpolate.
  public var animatableData:
    AnimatablePair<CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>>
  {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      top = newValue.first
      leading = newValue.second.first
      bottom = newValue.second.second.first
      trailing = newValue.second.second.second
    }
  }
}

extension UnitPoint: Animatable {
  /// The point's coordinates, which animations interpolate.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}
