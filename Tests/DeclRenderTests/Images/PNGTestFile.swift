import Foundation

@testable import DeclRender

/// A minimal PNG writer for tests: chunks with correct (or deliberately wrong) CRCs, and
/// image data in stored deflate blocks, so tests can build exactly the malformed file they
/// need.
enum PNGTestFile {
  static func chunk(_ type: String, _ body: [UInt8], badCRC: Bool = false) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    var crc = CRC32.checksum((typeBytes + body)[...])
    if badCRC { crc ^= 1 }
    return bigEndian(UInt32(body.count)) + typeBytes + body + bigEndian(crc)
  }

  static func header(
    width: Int, height: Int, depth: Int = 8, colorType: Int = 6, interlace: UInt8 = 0
  ) -> [UInt8] {
    chunk(
      "IHDR",
      bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        + [UInt8(depth), UInt8(colorType), 0, 0, interlace])
  }

  /// A zlib stream of stored blocks holding `data`.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + 65535, data.count)
      let length = UInt16(end - start)
      out += [end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8)]
      out += [UInt8(~length & 0xFF), UInt8(~length >> 8)]
      out += data[start..<end]
      start = end
    } while start < data.count
    return out + bigEndian(Inflate.adler32(data))
  }

  /// A whole file: the signature, then `chunks`.
  static func file(_ chunks: [[UInt8]]) -> [UInt8] {
    PNGDecoder.signature + chunks.joined()
  }

  /// An RGBA8 image of `width × height` whose filtered rows are `rows` (each starting with
  /// its filter byte).
  static func rgba(width: Int, height: Int, rows: [UInt8], extra: [[UInt8]] = []) -> [UInt8] {
    file(
      [header(width: width, height: height)] + extra
        + [chunk("IDAT", zlibStored(rows)), chunk("IEND", [])])
  }

  static let signature = PNGDecoder.signature

  /// The big-endian 32-bit value at `offset`.
  static func bigEndianValue(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  /// The folder of the committed fixtures (see Scripts/generate-png-fixtures.py).
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The bytes of fixture `name` (`name.png`) and the pixels it must decode to.
  static func fixture(_ name: String) throws -> (png: [UInt8], rgba: [UInt8]) {
    let png = try Data(contentsOf: fixtures.appendingPathComponent(name + ".png"))
    let rgba = try Data(contentsOf: fixtures.appendingPathComponent(name + ".rgba"))
    return ([UInt8](png), [UInt8](rgba))
  }

  /// The names of every fixture.
  static func fixtureNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: fixtures.path)
      .filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
  }
}
