/// Colours and attributes of a cell.
public struct CellStyle: Hashable, Sendable {
  public var foreground: CellColor
  public var background: CellColor
  public var attributes: CellAttributes

  /// Creates a style; every component defaults to the terminal's default.
  public init(
    foreground: CellColor = .default, background: CellColor = .default,
    attributes: CellAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// Default colours, no attributes.
  public static let plain = CellStyle()
}

extension CellStyle {
  // Packed layout (58 bits): foreground 0–25, background 26–51, attributes 52–57.
  static let backgroundShift: UInt64 = CellColor.packedBitCount
  static let attributeShift: UInt64 = 2 * CellColor.packedBitCount
  static let colorMask: UInt64 = (1 << CellColor.packedBitCount) - 1
  @usableFromInline package static let backgroundMask: UInt64 = colorMask << backgroundShift
  static let packedMask: UInt64 = (1 << (attributeShift + 6)) - 1

  /// The style packed into one word; `plain` packs to 0.
  package var packed: UInt64 {
    foreground.packed | background.packed << CellStyle.backgroundShift
      | UInt64(attributes.rawValue & CellAttributes.definedBits) << CellStyle.attributeShift
  }

  /// Unpacks a style produced by `packed`.
  package init(packed: UInt64) {
    self.init(
      foreground: CellColor(packed: packed & CellStyle.colorMask),
      background: CellColor(packed: packed >> CellStyle.backgroundShift & CellStyle.colorMask),
      attributes: CellAttributes(
        rawValue: UInt8(truncatingIfNeeded: packed >> CellStyle.attributeShift)
          & CellAttributes.definedBits))
  }

  /// The packed bit of one attribute.
  package static func packedBit(_ attribute: CellAttributes) -> UInt64 {
    UInt64(attribute.rawValue) << attributeShift
  }
}
