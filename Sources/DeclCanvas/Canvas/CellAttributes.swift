/// Text attributes a cell can carry; each maps to one SGR on/off pair.
public struct CellAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  /// Creates attributes from raw bits (only the six defined bits are meaningful).
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// SGR 1, turned off (together with dim) by SGR 22.
  public static let bold = CellAttributes(rawValue: 1 << 0)
  /// SGR 2, turned off (together with bold) by SGR 22.
  public static let dim = CellAttributes(rawValue: 1 << 1)
  /// SGR 3 / 23.
  public static let italic = CellAttributes(rawValue: 1 << 2)
  /// SGR 4 / 24.
  public static let underline = CellAttributes(rawValue: 1 << 3)
  /// SGR 9 / 29.
  public static let strikethrough = CellAttributes(rawValue: 1 << 4)
  /// SGR 7 / 27.
  public static let inverse = CellAttributes(rawValue: 1 << 5)

  /// Mask of the bits above.
  static let definedBits: UInt8 = 0x3F
}
