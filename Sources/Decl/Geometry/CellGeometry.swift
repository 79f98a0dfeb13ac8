/// A cell position on the terminal grid: zero-based column `x` and row `y`.
public struct Point: Hashable, Sendable {
  public var x: Int
  public var y: Int

  /// Creates a point at column `x`, row `y`.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The origin (0, 0).
  public static let zero = Point(x: 0, y: 0)
}

/// A size in cells.
public struct Size: Hashable, Sendable {
  public var width: Int
  public var height: Int

  /// Creates a size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)
}

/// An integer rectangle of cells; `maxX`/`maxY` are exclusive.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its components.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The first column inside the rectangle.
  public var minX: Int { origin.x }
  /// The first row inside the rectangle.
  public var minY: Int { origin.y }
  /// The first column past the rectangle (exclusive).
  public var maxX: Int { origin.x + size.width }
  /// The first row past the rectangle (exclusive).
  public var maxY: Int { origin.y + size.height }
  /// The width in columns.
  public var width: Int { size.width }
  /// The height in rows.
  public var height: Int { size.height }

  /// Whether the rectangle covers no cell (a zero or negative extent).
  public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// Whether `point` lies inside the rectangle.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The overlap of two rectangles; an empty rectangle (zero size) when they do not overlap.
  public func intersection(_ other: Rect) -> Rect {
    let x0 = Swift.max(minX, other.minX)
    let y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    guard x1 > x0, y1 > y0, !isEmpty, !other.isEmpty else {
      return Rect(x: x0, y: y0, width: 0, height: 0)
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

extension Rect {
  /// The rectangle shrunk by `dx` columns on each side and `dy` rows above and below.
  package func insetBy(dx: Int, dy: Int) -> Rect {
    Rect(
      x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
  }
}
