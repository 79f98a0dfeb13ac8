import Foundation

/// A geometric value (a rectangle or a point) of some view, carried up by a preference and
/// read in another view's coordinates through `GeometryProxy`'s subscript.
///
/// ```swift
/// Text("Selected")
///   .anchorPreference(key: SelectionKey.self, value: .bounds) { $0 }
/// …
/// .overlayPreferenceValue(SelectionKey.self) { anchor in
///   GeometryReader { geometry in
///     if let anchor { Rectangle().stroke().frame(width: geometry[anchor].width) }
///   }
/// }
/// ```
public struct Anchor<Value> {
  /// The anchored view's bounds in the screen's coordinates, in points.
  package let bounds: CGRect
  /// The value for the view's bounds given in some coordinate space.
  package let source: Source

  package init(bounds: CGRect, source: Source) {
    self.bounds = bounds
    self.source = source
  }

  /// The value in a space whose origin is at `origin` on the screen.
  package func value(relativeTo origin: CGPoint) -> Value {
    source.make(bounds.offsetBy(dx: -origin.x, dy: -origin.y))
  }

  /// Which value of a view an anchor holds (`.bounds`, `.center`, `.rect(_:)`…).
  public struct Source {
    package let make: @Sendable (CGRect) -> Value

    package init(_ make: @escaping @Sendable (CGRect) -> Value) { self.make = make }
  }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source: Sendable where Value: Sendable {}

extension Anchor.Source {
  /// The values of several sources, in order.
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
    let makes = array.map(\.make)
    self.init { bounds in makes.map { $0(bounds) } }
  }

  /// The value of `anchor`, or nil when there is none.
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
    let make = anchor?.make
    self.init { bounds in make?(bounds) }
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (a: Anchor, b: Anchor) -> Bool {
    a.value(relativeTo: .zero) == b.value(relativeTo: .zero)
  }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(value(relativeTo: .zero)) }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }

  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }

  /// A point at a fraction of the view's bounds.
  public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source {
      CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height)
    }
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
