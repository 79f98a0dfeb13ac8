import Foundation

// The AssetSymbols plugin's tool: `AssetSymbolsGenerator OUTPUT CATALOG...` writes the Swift
// symbols of the catalogs' colour and image sets to OUTPUT (see AssetSymbolsFile).
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
  FileHandle.standardError.write(Data("usage: AssetSymbolsGenerator OUTPUT CATALOG...\n".utf8))
  exit(2)
}
let catalogs = arguments.dropFirst().map { URL(fileURLWithPath: $0) }
// The folder the catalogs share, searched as a bundle (catalogs up to three folders down).
var shared = catalogs.first?.deletingLastPathComponent().standardizedFileURL.pathComponents ?? []
for catalog in catalogs.dropFirst() {
  let components = catalog.deletingLastPathComponent().standardizedFileURL.pathComponents
  shared = Array(zip(shared, components).prefix { $0 == $1 }.map(\.0))
}
let sourceFolder = "/" + shared.dropFirst().joined(separator: "/")
var file = AssetSymbolsFile(
  entries: AssetCatalogEntries(catalogs: catalogs), sourceFolder: sourceFolder)
let source = file.source()
for warning in file.warnings {
  FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
}
do {
  // Written only when changed, so an unchanged catalog does not recompile the target.
  let url = URL(fileURLWithPath: output)
  if (try? String(contentsOf: url, encoding: .utf8)) != source {
    try source.write(to: url, atomically: true, encoding: .utf8)
  }
} catch {
  FileHandle.standardError.write(Data("error: cannot write \(output): \(error)\n".utf8))
  exit(1)
}
