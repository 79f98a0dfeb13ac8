import Decl

/// The chunks of a PNG file that decoding needs, read and checked: the header, the palette
/// with its `tRNS` alpha, the `tRNS` colour key, and the concatenated `IDAT` data.
package struct PNGChunks {
  package let header: PNGHeader
  /// The palette of an indexed image, each entry with its alpha from `tRNS` (255 without).
  package let palette: [RGBA8]
  /// A grey or RGB image's transparent colour from `tRNS`: one sample (grey) or three (RGB)
  /// at the image's bit depth.
  let transparentSample: [Int]?
  /// The zlib stream split over the `IDAT` chunks.
  package let compressed: [UInt8]

  /// Reads the chunks of `data`, refusing an image of more than `pixelLimit` pixels as soon
  /// as its header is read.
  package init(_ data: [UInt8], pixelLimit: Int) throws(PNGDecodingError) {
    let signature = PNGDecoder.signature
    guard data.starts(with: signature.prefix(data.count)) else { throw .notPNG }
    guard data.count >= signature.count else { throw .truncated }
    var header: PNGHeader?
    var paletteBytes: ArraySlice<UInt8>?
    var transparency: ArraySlice<UInt8>?
    var compressed: [UInt8] = []
    /// 0 before the first `IDAT`, 1 within the run of `IDAT` chunks, 2 after it.
    var idatState = 0
    var offset = signature.count
    func bigEndian(_ at: Int) -> Int {
      Int(data[at]) << 24 | Int(data[at + 1]) << 16 | Int(data[at + 2]) << 8 | Int(data[at + 3])
    }
    chunks: while true {
      guard data.count - offset >= 8 else { throw .truncated }
      let length = bigEndian(offset)
      let typeBytes = data[offset + 4..<offset + 8]
      guard typeBytes.allSatisfy({ (65...90).contains($0) || (97...122).contains($0) }) else {
        throw .invalidChunk("a chunk type is not four letters (corrupt data)")
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard length <= 0x7FFF_FFFF else { throw .invalidChunk("chunk \(type) length \(length)") }
      guard data.count - offset - 12 >= length else { throw .truncated }
      let body = data[offset + 8..<offset + 8 + length]
      let storedCRC = bigEndian(offset + 8 + length)
      let isCritical = typeBytes.first! & 0x20 == 0
      let crcMatches = Int(CRC32.checksum(data[offset + 4..<offset + 8 + length])) == storedCRC
      offset += 12 + length
      guard crcMatches else {
        if isCritical { throw .badCRC(chunk: type) }
        continue
      }
      if header == nil && type != "IHDR" {
        throw .invalidChunk("the first chunk is \(type), not IHDR")
      }
      if idatState == 1 && type != "IDAT" { idatState = 2 }
      switch type {
      case "IHDR":
        guard header == nil else { throw .invalidChunk("more than one IHDR chunk") }
        let read = try PNGHeader(body)
        guard read.width * read.height <= pixelLimit else {
          throw .tooLarge(width: read.width, height: read.height, pixelLimit: pixelLimit)
        }
        header = read
      case "PLTE":
        guard paletteBytes == nil else { throw .invalidChunk("more than one PLTE chunk") }
        guard idatState == 0 else { throw .invalidChunk("PLTE after the image data") }
        guard length % 3 == 0, (3...768).contains(length) else {
          throw .invalidChunk("PLTE of \(length) bytes")
        }
        paletteBytes = body
      case "tRNS":
        // Only the first, and only before the image data, as the standard orders it.
        if transparency == nil && idatState == 0 { transparency = body }
      case "IDAT":
        guard idatState != 2 else { throw .invalidChunk("IDAT chunks are not consecutive") }
        idatState = 1
        compressed.append(contentsOf: body)
      case "IEND":
        break chunks
      default:
        if isCritical { throw .unsupported("unknown critical chunk \(type)") }
      }
    }
    guard let header else { throw .invalidChunk("no IHDR chunk") }
    guard idatState > 0 else { throw .invalidChunk("no IDAT chunk") }
    self.header = header
    self.compressed = compressed

    var palette: [RGBA8] = []
    if header.colorType == 3 {
      guard let paletteBytes else { throw .invalidChunk("an indexed image without PLTE") }
      let bytes = Array(paletteBytes)
      palette = stride(from: 0, to: bytes.count, by: 3).map {
        RGBA8(bytes[$0], bytes[$0 + 1], bytes[$0 + 2])
      }
      // tRNS gives alpha to the first entries; a longer one is invalid and ignored.
      if let transparency, transparency.count <= palette.count {
        for (index, alpha) in transparency.enumerated() { palette[index].alpha = alpha }
      }
    }
    self.palette = palette

    // A grey or RGB key is one or three 16-bit values; any other length is ignored.
    let keyLength = [0: 2, 2: 6][header.colorType]
    if let transparency, transparency.count == keyLength {
      let bytes = Array(transparency)
      transparentSample = stride(from: 0, to: bytes.count, by: 2).map {
        Int(bytes[$0]) << 8 | Int(bytes[$0 + 1])
      }
    } else {
      transparentSample = nil
    }
  }
}
