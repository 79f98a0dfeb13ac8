import Foundation

/// A 2D shape, described as a path in the rectangle it is given; used as a view, it fills that
/// rectangle's shape with the foreground style.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       path.closeSubpath()
///     }
///   }
/// }
/// ```
/// Rectangles are in points: a column is 8 points wide and a row 16 points high, so a frame of
/// 20 by 4 cells is `CGRect(x: 0, y: 0, width: 160, height: 64)`. As in SwiftUI the shape's
/// requirements are not isolated to the main actor: `path(in:)` can run anywhere.
nonisolated public protocol Shape: Sendable, Animatable, View {
  /// The outline of the shape in `rect`.
  func path(in rect: CGRect) -> Path

  /// What the shape is used for; `.fill` unless the shape says otherwise.
  static var role: ShapeRole { get }

  /// The size the shape takes for a proposal: by default all of it, 10 points where a
  /// dimension is unspecified.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

  /// Whether the shape mirrors in a right-to-left layout (Decl lays out left to right).
  var layoutDirectionBehavior: LayoutDirectionBehavior { get }
}

extension Shape {
  public static var role: ShapeRole { .fill }

  /// A shape mirrors unless it says otherwise.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The shape filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }
}

/// A shape that can be inset, which `strokeBorder` uses to keep a stroke inside the frame.
nonisolated public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape

  /// The shape inset by `amount` points on every side (outset when negative).
  func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape that draws itself inset, which `_Inset` wraps.
protocol InsetDrawable: InsettableShape {
  /// The outline of the shape inset by `amount` in `rect`.
  func insetPath(in rect: CGRect, by amount: CGFloat) -> Path
}

extension InsetDrawable {
  /// The shape drawn in `rect` shrunk by `amount` on every side; nothing when that leaves no
  /// rectangle.
  func insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
    let inner = rect.insetBy(dx: amount, dy: amount)
    guard !inner.isNull, amount.isFinite else { return Path() }
    return path(in: inner)
  }
}

/// A built-in shape inset by an amount.
struct _Inset<Base: InsetDrawable>: InsettableShape {
  var base: Base
  var amount: CGFloat

  func path(in rect: CGRect) -> Path { base.insetPath(in: rect, by: amount) }

  func inset(by amount: CGFloat) -> _Inset<Base> {
    _Inset(base: base, amount: self.amount + amount)
  }
}
