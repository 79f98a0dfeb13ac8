import Decl

/// Why an image asset cannot be drawn; `description` is the sentence to warn with.
package enum ImageLoadError: Error, Equatable, CustomStringConvertible {
  /// No usable file: missing, an unsupported format, an unreadable set.
  case asset(AssetError)
  /// The file could not be read.
  case unreadableFile(name: String, path: String)
  /// The file is not a PNG that can be decoded.
  case decoding(name: String, path: String, PNGDecodingError)

  package var description: String {
    switch self {
    case .asset(let error):
      return error.description
    case .unreadableFile(let name, let path):
      return "cannot read the image \"\(name)\" (\(path))"
    case .decoding(let name, let path, let error):
      return "cannot draw the image \"\(name)\" (\(path)): \(error)"
    }
  }
}
