/// A terminal colour as the application asked for it; `ColorDepth` degrades it for output.
public enum CellColor: Hashable, Sendable {
  /// The terminal's own default foreground or background.
  case `default`
  /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright (higher values wrap modulo 16).
  case ansi(UInt8)
  /// An entry of the xterm 256-colour palette.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)
}

extension CellColor {
  /// Number of bits a packed colour occupies: a 2-bit kind above a 24-bit payload.
  static let packedBitCount: UInt64 = 26

  /// The colour packed into 26 bits so a whole style fits one machine word (see `Cell`).
  package var packed: UInt64 {
    switch self {
    case .default:
      return 0
    case .ansi(let n):
      return 1 << 24 | UInt64(n & 15)
    case .indexed(let n):
      return 2 << 24 | UInt64(n)
    case .rgb(let r, let g, let b):
      return 3 << 24 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
    }
  }

  /// Unpacks a colour produced by `packed` (only the low 26 bits are read).
  package init(packed: UInt64) {
    let low = UInt8(truncatingIfNeeded: packed)
    switch packed >> 24 & 3 {
    case 0:
      self = .default
    case 1:
      self = .ansi(low)
    case 2:
      self = .indexed(low)
    default:
      self = .rgb(
        UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8), low)
    }
  }
}
