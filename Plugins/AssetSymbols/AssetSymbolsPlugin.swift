import Foundation
import PackagePlugin

/// Generates Xcode's asset symbols (`Color(.accentBlue)`, `Image(.logo)`, `Color.accentBlue`)
/// for the `*.xcassets` catalogs in a target's folder, and makes Combine and Observation visible
/// to the target's files as Foundation does on Apple platforms.
@main
struct AssetSymbolsPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // A target with no catalog still gets the file: it also carries the imports Foundation
    // brings on Apple platforms (see AssetSymbolsFile).
    let catalogs = Self.catalogs(under: Self.folder(of: target.sourceFiles.map(\.url)))
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(
      "GeneratedAssetSymbols.swift")
    return [
      .buildCommand(
        displayName: "Generating asset symbols for \(target.name)",
        executable: try context.tool(named: "AssetSymbolsGenerator").url,
        arguments: [output.path] + catalogs.map(\.path),
        inputFiles: catalogs.flatMap(Self.contents(of:)),
        outputFiles: [output])
    ]
  }

  /// The folder that holds all of `files` (the target's folder, or the folder its sources share).
  private static func folder(of files: [URL]) -> URL {
    guard var common = files.first?.deletingLastPathComponent().standardizedFileURL.pathComponents
    else { return URL(fileURLWithPath: ".") }
    for file in files.dropFirst() {
      let components = file.deletingLastPathComponent().standardizedFileURL.pathComponents
      common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
    }
    // A catalog listed as a resource is itself a "file": look from the folder it is in.
    if let index = common.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
      common = Array(common[..<index])
    }
    return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"))
  }

  /// The `*.xcassets` folders under `folder` (not inside one another, not in hidden folders).
  private static func catalogs(under folder: URL) -> [URL] {
    var found: [URL] = []
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() where !name.hasPrefix(".") {
      let url = folder.appendingPathComponent(name)
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
        isFolder.boolValue
      else { continue }
      if name.hasSuffix(".xcassets") {
        found.append(url)
      } else {
        found += catalogs(under: url)
      }
    }
    return found
  }

  /// Every file and folder in `catalog`, so that adding or renaming a set regenerates.
  private static func contents(of catalog: URL) -> [URL] {
    var urls = [catalog]
    let enumerator = FileManager.default.enumerator(atPath: catalog.path)
    while let path = enumerator?.nextObject() as? String {
      urls.append(catalog.appendingPathComponent(path))
    }
    return urls
  }
}
