/// One terminal cell: a grapheme, its display width and its style.
///
/// Stored as two machine words — a grapheme key and style-plus-width bits — so the diff compares
/// a cell with two integer comparisons and `[Cell]` is a trivial, copy-by-memcpy buffer.
/// Equality compares UTF-8 bytes, so precomposed and decomposed "é" are different cells.
public struct Cell: Hashable, Sendable {
  /// The grapheme, see `GraphemeKey`.
  @usableFromInline package var key: UInt64
  /// `CellStyle.packed` in bits 0–57, the canvas's link slot in bits 58–61 (0: no link), the
  /// width in bits 62–63.
  @usableFromInline package var bits: UInt64

  @usableFromInline package static let widthShift: UInt64 = 62
  @usableFromInline static let styleMask: UInt64 = CellStyle.packedMask
  package static let linkShift: UInt64 = 58
  package static let linkMask: UInt64 = 0xF << linkShift
  /// Link slots a canvas has (slot 0 means no link).
  static let linkSlots = 15

  @inlinable package init(key: UInt64, styleBits: UInt64, width: UInt8) {
    self.key = key
    self.bits = styleBits | UInt64(Swift.min(width, 2)) << Cell.widthShift
  }

  /// Creates a cell; control characters become U+FFFD so they never reach the terminal.
  public init(grapheme: Character, width: UInt8, style: CellStyle = .plain) {
    self.init(key: GraphemeKey.make(grapheme), styleBits: style.packed, width: width)
  }

  /// A space of width 1 in the plain style.
  public static let blank = Cell(key: GraphemeKey.space, styleBits: 0, width: 1)

  /// The continuation cell to the right of a wide grapheme with these style bits.
  package static func continuation(styleBits: UInt64) -> Cell {
    Cell(key: GraphemeKey.space, styleBits: styleBits, width: 0)
  }

  /// A width-1 space with these style bits (what an orphaned wide-character half becomes).
  @inlinable package static func space(styleBits: UInt64) -> Cell {
    Cell(key: GraphemeKey.space, styleBits: styleBits, width: 1)
  }

  /// The grapheme shown in the cell (a space for a continuation cell).
  public var grapheme: Character {
    get { GraphemeKey.character(key) }
    set { key = GraphemeKey.make(newValue) }
  }

  /// 1 or 2 for a lead cell, 0 for the continuation cell right of a wide grapheme.
  public var width: UInt8 {
    get { UInt8(truncatingIfNeeded: bits >> Cell.widthShift) }
    set {
      bits = bits & ~(3 << Cell.widthShift) | UInt64(Swift.min(newValue, 2)) << Cell.widthShift
    }
  }

  /// Colours and attributes.
  public var style: CellStyle {
    get { CellStyle(packed: styleBits) }
    set { bits = bits & ~Cell.styleMask | newValue.packed }
  }

  /// The packed style alone.
  @inlinable
  package var styleBits: UInt64 { bits & Cell.styleMask }

  /// Which of the canvas's `links` the cell opens when clicked (1-based), 0 for none.
  @inline(__always)
  var linkSlot: Int {
    get { Int(truncatingIfNeeded: (bits & Cell.linkMask) >> Cell.linkShift) }
    set { bits = bits & ~Cell.linkMask | UInt64(newValue & 0xF) << Cell.linkShift }
  }

  /// Whether this is the right half of a wide grapheme.
  @inline(__always)
  package var isContinuation: Bool { bits >> Cell.widthShift == 0 }

  /// Columns the cursor advances when this cell is printed (continuations print nothing).
  @inline(__always)
  package var advance: Int { bits >> Cell.widthShift == 2 ? 2 : 1 }
}

extension Cell: CustomStringConvertible {
  public var description: String {
    "Cell(\(String(reflecting: grapheme)), width: \(width), style: \(style))"
  }
}
