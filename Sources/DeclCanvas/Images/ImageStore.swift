import Decl
import Foundation

/// Image assets by name, each found and decoded once per process (failures too), so drawing
/// an `Image("name")` every frame costs a dictionary lookup.
///
/// Files are found through `AssetStore`'s catalogs, the same lookup `Color("name")` uses.
/// Decoded pixels stay in memory for the life of the process.
package final class ImageStore: @unchecked Sendable {
  /// The store of the running program.
  package static let shared = ImageStore(assets: .shared)

  private let assets: AssetStore
  private let lock = NSLock()
  private var images: [Key: Result<LoadedImage, ImageLoadError>] = [:]

  private struct Key: Hashable {
    let name: String
    let bundlePath: String
  }

  package init(assets: AssetStore) {
    self.assets = assets
  }

  /// Image asset `name` of `bundle` (nil: the main bundle), or why it cannot be drawn.
  package func image(named name: String, bundle: Bundle?) -> Result<LoadedImage, ImageLoadError> {
    let key = Key(name: name, bundlePath: (bundle ?? .main).bundlePath)
    lock.lock()
    let cached = images[key]
    lock.unlock()
    if let cached { return cached }
    // Decoded outside the lock: a large image does not hold up other lookups.
    let result = load(name: name, bundle: bundle)
    lock.lock()
    defer { lock.unlock() }
    if let raced = images[key] { return raced }
    images[key] = result
    return result
  }

  /// An image decoded from PNG `data` (what `AsyncImage` loads), `scale` pixels a point. Not
  /// cached: the view that shows it keeps it, and decodes again only when its data changes.
  package func image(data: Data, scale: Int = 1) -> Result<LoadedImage, ImageLoadError> {
    do {
      return .success(LoadedImage(pixels: try PNGDecoder.decode(data), scale: scale))
    } catch {
      return .failure(.decoding(name: "(loaded data)", path: "\(data.count) bytes", error))
    }
  }

  private func load(name: String, bundle: Bundle?) -> Result<LoadedImage, ImageLoadError> {
    let file: ImageAssetFile
    switch assets.catalog(for: bundle).imageFile(named: name) {
    case .success(let found): file = found
    case .failure(let error): return .failure(.asset(error))
    }
    guard let data = FileManager.default.contents(atPath: file.url.path) else {
      return .failure(.unreadableFile(name: name, path: file.url.path))
    }
    do {
      return .success(LoadedImage(pixels: try PNGDecoder.decode(data), scale: file.scale))
    } catch {
      return .failure(.decoding(name: name, path: file.url.path, error))
    }
  }
}
