import Decl

/// The CRC-32 of ISO 3309 and ITU-T V.42 (polynomial 0xEDB88320, reflected), as PNG chunks use.
package enum CRC32 {
  /// One entry per byte value: the CRC of that byte alone, so a byte costs one lookup.
  private static let table: [UInt32] = (0..<256).map { byte in
    var crc = UInt32(byte)
    for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    return crc
  }

  /// The checksum of `bytes`.
  package static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    table.withUnsafeBufferPointer { table in
      for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    }
    return crc ^ 0xFFFF_FFFF
  }
}
