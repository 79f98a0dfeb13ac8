/// How views line up along the horizontal axis.
public struct HorizontalAlignment: Hashable, Sendable {
  package enum Value: Hashable, Sendable { case leading, center, trailing }
  package let value: Value

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
  package let value: Value

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
}

/// How the lines of a multi-line text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}
