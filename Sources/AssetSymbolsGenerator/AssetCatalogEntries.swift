import Foundation

/// The colour and image sets of asset catalogs, by namespace, as Xcode's generator reads them:
/// `name.colorset` and `name.imageset` folders anywhere in a catalog; a group folder whose
/// `Contents.json` says `"provides-namespace": true` prefixes its sets' names with `Folder/`
/// and nests their symbols in `enum Folder`.
struct AssetCatalogEntries {
  /// One namespace level: its sets and its nested namespaces.
  final class Namespace {
    let name: String
    var colors: [String] = []
    var images: [String] = []
    var children: [Namespace] = []

    init(name: String) { self.name = name }
  }

  /// The top level.
  let root = Namespace(name: "")

  /// Reads each catalog folder in `catalogs`.
  init(catalogs: [URL]) {
    for catalog in catalogs { read(folder: catalog, prefix: "", into: root, depth: 0) }
  }

  private func read(folder: URL, prefix: String, into namespace: Namespace, depth: Int) {
    guard depth < 32 else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      if name.hasSuffix(".colorset") {
        namespace.colors.append(prefix + String(name.dropLast(".colorset".count)))
      } else if name.hasSuffix(".imageset") {
        namespace.images.append(prefix + String(name.dropLast(".imageset".count)))
      } else if !name.contains(".") {
        if providesNamespace(url) {
          let child = namespace.children.first { $0.name == name } ?? Namespace(name: name)
          if !namespace.children.contains(where: { $0 === child }) {
            namespace.children.append(child)
          }
          read(folder: url, prefix: prefix + name + "/", into: child, depth: depth + 1)
        } else {
          read(folder: url, prefix: prefix, into: namespace, depth: depth + 1)
        }
      }
    }
  }

  private func providesNamespace(_ folder: URL) -> Bool {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
      let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let properties = json["properties"] as? [String: Any]
    else { return false }
    return properties["provides-namespace"] as? Bool == true
  }
}
