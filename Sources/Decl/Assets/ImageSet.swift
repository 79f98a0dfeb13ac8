import Foundation

/// Chooses the file to draw from an image set's `Contents.json`.
///
/// Of the entries that name a file that exists, it prefers the universal idiom, the any
/// (light) appearance, PNG files, then 1×, 2×, 3× and single-scale entries in that order: a
/// terminal shows far fewer pixels than any of them hold, so the smallest decodes fastest.
/// A set holding only JPEG, PDF, HEIC or SVG files gives `AssetError.unsupportedFormat`.
enum ImageSet {
  static func file(named name: String, in set: URL) -> Result<ImageAssetFile, AssetError> {
    let contents = set.appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: contents.path),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else {
      return .failure(
        .unreadable(name: name, path: contents.path, reason: "no readable Contents.json"))
    }
    var candidates: [(rank: [Int], file: ImageAssetFile)] = []
    for entry in root["images"] as? [[String: Any]] ?? [] {
      guard let filename = entry["filename"] as? String else { continue }
      let url = set.appendingPathComponent(filename)
      guard FileManager.default.fileExists(atPath: url.path) else { continue }
      let scaleText = entry["scale"] as? String
      let scale = scaleText.flatMap { Int($0.dropLast()) } ?? 1
      let isDark = (entry["appearances"] as? [[String: Any]] ?? []).contains {
        $0["value"] as? String == "dark"
      }
      let rank = [
        url.pathExtension.lowercased() == "png" ? 0 : 1,
        (entry["idiom"] as? String ?? "universal") == "universal" ? 0 : 1,
        isDark ? 1 : 0,
        scaleText == nil ? 4 : scale,
      ]
      candidates.append((rank, ImageAssetFile(url: url, scale: scale)))
    }
    guard let best = candidates.min(by: { $0.rank.lexicographicallyPrecedes($1.rank) }) else {
      return .failure(
        .unreadable(name: name, path: contents.path, reason: "it lists no existing image file"))
    }
    let format = best.file.url.pathExtension.lowercased()
    guard format == "png" else {
      return .failure(
        .unsupportedFormat(
          name: name, file: best.file.url.path, format: formatName(extension: format)))
    }
    return .success(best.file)
  }

  /// The usual name of an image format from its file extension.
  static func formatName(extension format: String) -> String {
    switch format.lowercased() {
    case "jpg", "jpeg": "JPEG"
    case "pdf": "PDF"
    case "heic", "heif": "HEIC"
    case "svg": "SVG"
    case "gif": "GIF"
    case "": "a file without an extension"
    default: format.uppercased()
    }
  }
}
