import Decl

/// Why a PNG file could not be decoded; `description` is a sentence for a warning.
package enum PNGDecodingError: Error, Equatable, CustomStringConvertible {
  /// The data does not start with the PNG signature.
  case notPNG
  /// The file ends inside a chunk or before its `IEND` chunk.
  case truncated
  /// A critical chunk's CRC-32 does not match its contents (ancillary chunks with a bad CRC
  /// are skipped).
  case badCRC(chunk: String)
  /// The `IHDR` chunk holds impossible values (`reason` names them).
  case invalidHeader(String)
  /// Chunks are missing, repeated, out of order or malformed (`reason` says which).
  case invalidChunk(String)
  /// A critical feature this decoder does not know (an unknown critical chunk).
  case unsupported(String)
  /// The image data does not decompress (`IDAT` chunks).
  case compressedData(InflateError)
  /// The decompressed image data does not fit the header: wrong length, an unknown scanline
  /// filter, a palette index past the palette.
  case invalidImageData(String)
  /// The image has more pixels than the decoder's budget; refused before anything is
  /// allocated.
  case tooLarge(width: Int, height: Int, pixelLimit: Int)

  package var description: String {
    switch self {
    case .notPNG:
      return "not a PNG file (bad signature)"
    case .truncated:
      return "the PNG file is truncated"
    case .badCRC(let chunk):
      return "the PNG file is corrupt (bad CRC in its \(chunk) chunk)"
    case .invalidHeader(let reason):
      return "invalid PNG header: \(reason)"
    case .invalidChunk(let reason):
      return "invalid PNG file: \(reason)"
    case .unsupported(let reason):
      return "unsupported PNG file: \(reason)"
    case .compressedData(let error):
      return "invalid PNG image data: \(error)"
    case .invalidImageData(let reason):
      return "invalid PNG image data: \(reason)"
    case .tooLarge(let width, let height, let pixelLimit):
      return "the PNG image is too large (\(width)×\(height) pixels; at most \(pixelLimit) are "
        + "decoded)"
    }
  }
}
