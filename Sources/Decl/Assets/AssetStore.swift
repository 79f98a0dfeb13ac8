import Foundation

/// Asset lookups, each done once per process: the asset catalogs of each bundle, and the
/// colour of each `Color("name")`. `DeclRender`'s image loading finds its files through the
/// same catalogs.
package final class AssetStore: @unchecked Sendable {
  /// The store of the running program; it warns through `DeclDiagnostics`.
  package static let shared = AssetStore(warn: DeclDiagnostics.warnFromAnyContext)

  private let warn: @Sendable (String) -> Void
  private let lock = NSLock()
  private var catalogs: [String: AssetCatalog] = [:]
  private var colors: [ColorKey: Color] = [:]

  private struct ColorKey: Hashable {
    let name: String
    let bundlePath: String
  }

  /// A store that reports unusable colour sets to `warn`.
  package init(warn: @escaping @Sendable (String) -> Void) {
    self.warn = warn
  }

  /// The catalog of `bundle` (nil: the main bundle), its folders scanned the first time.
  package func catalog(for bundle: Bundle?) -> AssetCatalog {
    let bundle = bundle ?? .main
    lock.lock()
    defer { lock.unlock() }
    if let catalog = catalogs[bundle.bundlePath] { return catalog }
    let catalog = AssetCatalog(bundle: bundle)
    catalogs[bundle.bundlePath] = catalog
    return catalog
  }

  /// The colour of colour set `name` in `bundle`: its dark appearance too, when it has one.
  ///
  /// A set that is missing or unreadable gives `Color.clear` (nothing is painted, as SwiftUI
  /// paints nothing for an unknown colour name) and one warning, the first time it is asked
  /// for.
  package func color(named name: String, bundle: Bundle?) -> Color {
    let key = ColorKey(name: name, bundlePath: (bundle ?? .main).bundlePath)
    lock.lock()
    let cached = colors[key]
    lock.unlock()
    if let cached { return cached }
    let color: Color
    var failure: AssetError?
    switch catalog(for: bundle).colorSet(named: name) {
    case .success(let set):
      color = set.dark.map { Color(storage: .appearance(light: set.light, dark: $0)) } ?? set.light
    case .failure(let error):
      color = .clear
      failure = error
    }
    lock.lock()
    // Another thread may have read the same set meanwhile: only the first result is kept
    // and warned about.
    let raced = colors[key]
    if raced == nil { colors[key] = color }
    lock.unlock()
    if let raced { return raced }
    if let failure { warn(failure.description) }
    return color
  }
}
