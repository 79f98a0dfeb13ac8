import Foundation

/// Finds image and colour assets the way an app bundle holds them, in folders that a Linux
/// build copies as they are: asset catalogs (`Assets.xcassets/name.imageset`,
/// `…/name.colorset`, also inside group folders such as `Assets.xcassets/Icons/name.imageset`,
/// and `Group/name` for a group that provides a namespace) and loose PNG files
/// (`name.png`, `name@2x.png`, `name@3x.png`).
///
/// Catalogs are looked for under each root folder, at most three folders down (so
/// `Resources/App/Assets.xcassets` and SwiftPM's `Package_Target.resources/` folders are
/// found), skipping hidden folders and never visiting more than 4,000 folders.
package struct AssetCatalog: Hashable, Sendable {
  /// The folders searched, in order.
  package let roots: [URL]
  /// Every `*.xcassets` folder under the roots, found once when the catalog is made.
  package let catalogs: [URL]

  package init(roots: [URL]) {
    var seen = Set<String>()
    self.roots = roots.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
    self.catalogs = Self.catalogs(under: self.roots)
  }

  /// The folders searched for `bundle`: its resource folder and its own folder; for the main
  /// bundle (`nil`) also the executable's folder, where `swift build` puts a program.
  package init(bundle: Bundle?) {
    let bundle = bundle ?? .main
    var roots: [URL] = []
    if let resources = bundle.resourceURL { roots.append(resources) }
    roots.append(bundle.bundleURL)
    if bundle == .main, let executable = bundle.executableURL {
      roots.append(executable.deletingLastPathComponent())
    }
    self.init(roots: roots)
  }

  private static func catalogs(under roots: [URL]) -> [URL] {
    var found: [URL] = []
    var budget = 4_000
    func visit(_ folder: URL, depth: Int) {
      guard budget > 0 else { return }
      budget -= 1
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for name in names.sorted() where !name.hasPrefix(".") {
        let url = folder.appendingPathComponent(name)
        guard isDirectory(url) else { continue }
        if name.hasSuffix(".xcassets") {
          found.append(url)
        } else if depth < 3 {
          visit(url, depth: depth + 1)
        }
      }
    }
    for root in roots { visit(root, depth: 0) }
    return found
  }

  /// The folder of set `name` of `kind` in one of the catalogs.
  package func set(named name: String, kind: AssetKind) -> URL? {
    let folderName = name + "." + kind.setExtension
    for catalog in catalogs {
      // `Group/name` names a set inside a namespacing group folder.
      let direct = catalog.appendingPathComponent(folderName)
      if isDirectory(direct) { return direct }
    }
    for catalog in catalogs {
      if let nested = findSet(folderName, in: catalog, depth: 0) { return nested }
    }
    return nil
  }

  /// A set folder anywhere inside a catalog's group folders (folders without an extension:
  /// other sets are not searched).
  private func findSet(_ folderName: String, in folder: URL, depth: Int) -> URL? {
    guard depth < 8 else { return nil }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() where !name.hasPrefix(".") && !name.contains(".") {
      let group = folder.appendingPathComponent(name)
      guard isDirectory(group) else { continue }
      let candidate = group.appendingPathComponent(folderName)
      if isDirectory(candidate) { return candidate }
      if let found = findSet(folderName, in: group, depth: depth + 1) { return found }
    }
    return nil
  }

  /// The file to draw for image `name`: from an image set in a catalog, else a loose PNG in
  /// a root folder.
  package func imageFile(named name: String) -> Result<ImageAssetFile, AssetError> {
    if let set = set(named: name, kind: .image) {
      return ImageSet.file(named: name, in: set)
    }
    let base = name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
    for root in roots {
      for (suffix, scale) in [("", 1), ("@1x", 1), ("@2x", 2), ("@3x", 3)] {
        let url = root.appendingPathComponent(base + suffix + ".png")
        if FileManager.default.fileExists(atPath: url.path) {
          return .success(ImageAssetFile(url: url, scale: scale))
        }
      }
      for format in ["jpg", "jpeg", "pdf", "heic", "svg", "gif"] {
        let url = root.appendingPathComponent(base + "." + format)
        if FileManager.default.fileExists(atPath: url.path) {
          return .failure(
            .unsupportedFormat(
              name: name, file: url.path, format: ImageSet.formatName(extension: format)))
        }
      }
    }
    return .failure(.notFound(name: name, kind: .image, searched: roots.map(\.path)))
  }

  /// The colour set `name`: its any-appearance colour and its dark one.
  package func colorSet(named name: String) -> Result<ColorSet, AssetError> {
    guard let set = set(named: name, kind: .color) else {
      return .failure(.notFound(name: name, kind: .color, searched: roots.map(\.path)))
    }
    let contents = set.appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: contents.path) else {
      return .failure(.unreadable(name: name, path: contents.path, reason: "no Contents.json"))
    }
    do {
      return .success(try ColorSet(json: data))
    } catch {
      return .failure(.unreadable(name: name, path: contents.path, reason: error.reason))
    }
  }
}

/// An image file found for an asset name, and the scale it was drawn for (1×, 2×, 3×).
package struct ImageAssetFile: Hashable, Sendable {
  package let url: URL
  package let scale: Int

  package init(url: URL, scale: Int) {
    self.url = url
    self.scale = scale
  }
}

private func isDirectory(_ url: URL) -> Bool {
  var isDirectory: ObjCBool = false
  return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
    && isDirectory.boolValue
}
