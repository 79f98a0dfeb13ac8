import DeclCanvas

/// Serializes a whole canvas as a standalone full repaint.
///
/// Each row starts with an absolute `ESC[row;1H`, so the output does not depend on where the
/// cursor was; it assumes the pen starts reset (as every full frame leaves it). Used as the
/// "styled" snapshot format in tests.
public struct FrameSerializer {
  /// The full-repaint bytes of `canvas` as text; `plain` drops all SGR, attributes included.
  public static func fullFrame(_ canvas: CellCanvas, depth: ColorDepth, plain: Bool = false)
    -> String
  {
    String(decoding: fullFrameBytes(canvas, depth: depth, plain: plain), as: UTF8.self)
  }

  /// The full-repaint bytes of `canvas`.
  public static func fullFrameBytes(_ canvas: CellCanvas, depth: ColorDepth, plain: Bool = false)
    -> [UInt8]
  {
    var out: [UInt8] = []
    out.reserveCapacity(canvas.cells.count + 8 * canvas.height)
    var pen: UInt64 = 0
    for y in 0..<canvas.height where canvas.width > 0 {
      appendRow(y, of: canvas, depth: depth, plain: plain, pen: &pen, into: &out)
    }
    if pen != 0 { out.append(contentsOf: ControlBytes.reset) }
    return out
  }

  /// Appends row `y` as a standalone line: an absolute move to its start, its cells with the
  /// SGR changes from `pen` (updated), and its trailing blanks erased.
  package static func appendRow(
    _ y: Int, of canvas: CellCanvas, depth: ColorDepth, plain: Bool, pen: inout UInt64,
    into out: inout [UInt8]
  ) {
    let width = canvas.width
    func setPen(_ target: UInt64) {
      SGR.appendTransition(from: CellStyle(packed: pen), to: CellStyle(packed: target), into: &out)
      pen = target
    }
    out.append(contentsOf: [ControlBytes.escape, 0x5B])
    out.appendDecimal(y + 1)
    out.append(contentsOf: [0x3B, 0x31, 0x48])  // ";1H"
    let base = y * width
    var end = width
    while end > 0 {
      let cell = canvas.cells[base + end - 1]
      guard cell.key == GraphemeKey.space, cell.width == 1,
        depth.convert(packed: cell.styleBits, plain: plain) == 0
      else { break }
      end -= 1
    }
    var x = 0
    while x < end {
      let cell = canvas.cells[base + x]
      setPen(depth.convert(packed: cell.styleBits, plain: plain))
      GraphemeKey.append(cell.key, to: &out)
      x += cell.advance
    }
    let trailing = width - end
    if trailing > ControlBytes.eraseLine.count {
      // EL paints with the current background (and inverse on some terminals): drop both.
      setPen(pen & ~(CellStyle.backgroundMask | CellStyle.packedBit(.inverse)))
      out.append(contentsOf: ControlBytes.eraseLine)
    } else if trailing > 0 {
      setPen(0)
      out.append(contentsOf: repeatElement(0x20, count: trailing))
    }
  }
}
