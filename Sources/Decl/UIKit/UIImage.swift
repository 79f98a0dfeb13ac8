import Foundation

/// UIKit's image, as far as SwiftUI code reaches it: an asset or an SF Symbol, shown with
/// `Image(uiImage:)` the way `Image(_:)` and `Image(systemName:)` show them.
public final class UIImage: Equatable, Sendable, CustomStringConvertible {
  /// The SwiftUI image it draws as; nil for an empty image.
  package let image: Image?
  /// The tint a template image takes.
  package let tint: UIColor?

  package init(image: Image?, tint: UIColor? = nil) {
    self.image = image
    self.tint = tint
  }

  /// An empty image (`shadowImage = UIImage()` clears a bar's shadow).
  public convenience init() { self.init(image: nil) }

  /// An image asset by name (an image set of the asset catalog, or `name.png` beside the
  /// program); nil when there is none.
  public convenience init?(named name: String, in bundle: Bundle? = nil) {
    if case .failure(.notFound) = AssetStore.shared.catalog(for: bundle).imageFile(named: name) {
      return nil
    }
    self.init(image: Image(name, bundle: bundle))
  }

  /// An SF Symbol by name; nil for a name that is not a symbol, as in UIKit.
  public convenience init?(systemName name: String) {
    guard SymbolGlyphs.exists(name) else { return nil }
    self.init(image: Image(systemName: name))
  }

  /// An image from PNG data; nil when the data is empty.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard !data.isEmpty else { return nil }
    self.init(image: Image(data: data, scale: scale))
  }

  /// An image from a PNG file's path; nil when the file cannot be read.
  public convenience init?(contentsOfFile path: String) {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    self.init(data: data)
  }

  /// The same image tinted with `color` (drawn as a template).
  public func withTintColor(_ color: UIColor) -> UIImage {
    UIImage(image: image?.renderingMode(.template), tint: color)
  }

  /// The same image tinted with `color`, drawn as `renderingMode` says.
  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    withRenderingMode(renderingMode).withTintColor(color)
  }

  /// The same image drawn as given or as a template.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    let mode: Image.TemplateRenderingMode? =
      switch renderingMode {
      case .automatic: nil
      case .alwaysOriginal: .original
      case .alwaysTemplate: .template
      }
    return UIImage(image: image?.renderingMode(mode), tint: tint)
  }

  /// How the image takes colour.
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

  public var description: String { "UIImage(\(image.map { "\($0.source)" } ?? "empty"))" }

  public static func == (a: UIImage, b: UIImage) -> Bool { a.image == b.image && a.tint == b.tint }
}

extension Image {
  /// The image of a UIKit image; an empty `UIImage()` draws nothing.
  public init(uiImage: UIImage) {
    self = uiImage.image ?? Image(data: Data())
  }
}
