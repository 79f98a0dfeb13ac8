import Foundation

/// A type that identifies an alignment guide and says where it falls in a view that does not
/// set it with `alignmentGuide(_:computeValue:)`.
///
/// ```swift
/// private struct FirstThird: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThird.self) }
/// ```
public protocol AlignmentID {
  /// Where the guide falls in a view with these dimensions, from its origin, in points.
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom alignment guide's id: its `AlignmentID` type, compared by identity. (A metatype
/// holds no state, so it is safe to share.)
package struct CustomAlignment: Hashable, @unchecked Sendable {
  package let id: any AlignmentID.Type

  /// Where the guide falls in a view with `dimensions` that does not set it.
  package func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    id.defaultValue(in: dimensions)
  }

  package static func == (a: CustomAlignment, b: CustomAlignment) -> Bool {
    ObjectIdentifier(a.id) == ObjectIdentifier(b.id)
  }

  package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// How views line up along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  package enum Value: Hashable, Sendable { case leading, center, trailing }
  /// The built-in guide (a custom guide is `leading` here: it is placed by `custom`).
  package let value: Value
  /// The id of a custom guide; nil for the built-in ones.
  package let custom: CustomAlignment?

  package init(value: Value) {
    self.value = value
    custom = nil
  }

  /// A custom guide, identified by `id`.
  ///
  /// ```swift
  /// extension HorizontalAlignment { static let labels = HorizontalAlignment(Labels.self) }
  /// ```
  public init(_ id: any AlignmentID.Type) {
    value = .leading
    custom = CustomAlignment(id: id)
  }

  public static let leading = HorizontalAlignment(value: .leading)
  public static let center = HorizontalAlignment(value: .center)
  public static let trailing = HorizontalAlignment(value: .trailing)
  /// Lists and text rows in a terminal read left to right: the same as `leading`.
  public static let listRowSeparatorLeading = HorizontalAlignment(value: .leading)
  public static let listRowSeparatorTrailing = HorizontalAlignment(value: .trailing)
}

/// How views line up along the vertical axis.
public struct VerticalAlignment: Hashable, Sendable {
  package enum Value: Hashable, Sendable { case top, center, bottom }
  /// The built-in guide (a custom guide is `top` here: it is placed by `custom`).
  package let value: Value
  /// The id of a custom guide; nil for the built-in ones.
  package let custom: CustomAlignment?

  package init(value: Value) {
    self.value = value
    custom = nil
  }

  /// A custom guide, identified by `id`.
  ///
  /// ```swift
  /// extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThird.self) }
  /// ```
  public init(_ id: any AlignmentID.Type) {
    value = .top
    custom = CustomAlignment(id: id)
  }

  public static let top = VerticalAlignment(value: .top)
  public static let center = VerticalAlignment(value: .center)
  public static let bottom = VerticalAlignment(value: .bottom)
  /// Every line of terminal text sits on its cell row: the first baseline is the top row.
  public static let firstTextBaseline = VerticalAlignment(value: .top)
  /// The last baseline is the bottom row.
  public static let lastTextBaseline = VerticalAlignment(value: .bottom)
}

/// A horizontal and a vertical alignment together.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  /// Text baselines with a horizontal guide: a terminal's text sits on its row, so a first
  /// baseline is the top row and a last baseline the bottom row.
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)
}

/// An alignment guide along either axis: what a view's explicit guides are looked up by.
package enum AlignmentGuide: Hashable, Sendable {
  case horizontal(HorizontalAlignment)
  case vertical(VerticalAlignment)

  /// The axis the guide measures along.
  package var axis: Axis {
    switch self {
    case .horizontal: .horizontal
    case .vertical: .vertical
    }
  }

  /// Whether the guide is a custom one (`AlignmentID`): only those pass up through a
  /// container from the views inside it, as in SwiftUI.
  package var isCustom: Bool {
    switch self {
    case .horizontal(let guide): guide.custom != nil
    case .vertical(let guide): guide.custom != nil
    }
  }

  /// Where the guide falls in a view with `dimensions` that does not set it, in points.
  package func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
    switch self {
    case .horizontal(let guide): dimensions.defaultValue(guide)
    case .vertical(let guide): dimensions.defaultValue(guide)
    }
  }
}

extension AlignmentGuide {
  /// Where the guide falls in a view of `size` cells that does not set it, in cells: the
  /// built-in ones as `offset(free:)` rounds, a custom one from its id's default in points.
  package func defaultCells(in size: Size, scale: PointScale) -> Int {
    switch self {
    case .horizontal(let guide):
      if guide.custom == nil { return Decl.offset(free: size.width, guide.value) }
    case .vertical(let guide):
      if guide.custom == nil { return Decl.offset(free: size.height, guide.value) }
    }
    let points = defaultValue(in: ViewDimensions(size: scale.points(size)))
    return scale.cells(points, along: axis)
  }

  /// The offset of a view (or a block of views lined up on their guides) with `free` cells to
  /// spare in its container: by the guide when it is an edge or the centre, at the start for a
  /// custom guide.
  package func offset(free: Int) -> Int {
    switch self {
    case .horizontal(let guide): guide.custom == nil ? Decl.offset(free: free, guide.value) : 0
    case .vertical(let guide): guide.custom == nil ? Decl.offset(free: free, guide.value) : 0
    }
  }
}

/// How the lines of a multi-line text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}

extension HorizontalAlignment {
  /// Merges explicit values of this guide from several views: the mean of those given.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    let given = values.compactMap { $0 }
    return given.isEmpty ? nil : given.reduce(0, +) / CGFloat(given.count)
  }
}

extension VerticalAlignment {
  /// Merges explicit values of this guide from several views: the mean of those given.
  public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
    let given = values.compactMap { $0 }
    return given.isEmpty ? nil : given.reduce(0, +) / CGFloat(given.count)
  }
}
