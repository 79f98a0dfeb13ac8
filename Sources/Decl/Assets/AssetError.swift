import Foundation

/// Why an image or colour asset could not be used; `description` is the sentence Decl warns
/// with.
package enum AssetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No set or file of that name exists where assets are looked for.
  case notFound(name: String, kind: AssetKind, searched: [String])
  /// The asset exists but in a format Decl cannot draw (JPEG, PDF, …).
  case unsupportedFormat(name: String, file: String, format: String)
  /// The asset exists but could not be read or understood.
  case unreadable(name: String, path: String, reason: String)

  package var description: String {
    switch self {
    case .notFound(let name, let kind, let searched):
      let places = searched.isEmpty ? "no folder to search" : searched.joined(separator: ", ")
      return "no \(kind.noun) named \"\(name)\": looked for \(name).\(kind.setExtension) in "
        + "asset catalogs\(kind == .image ? " and \(name).png" : "") under \(places)"
    case .unsupportedFormat(let name, let file, let format):
      return "the image \"\(name)\" is \(format) (\(file)); Decl draws PNG images only"
    case .unreadable(let name, let path, let reason):
      return "cannot read asset \"\(name)\" (\(path)): \(reason)"
    }
  }
}

/// The two kinds of asset Decl reads from asset catalogs.
package enum AssetKind: Hashable, Sendable {
  case image
  case color

  /// The folder extension of a set of this kind inside an asset catalog.
  package var setExtension: String { self == .image ? "imageset" : "colorset" }

  var noun: String { self == .image ? "image" : "colour" }
}
