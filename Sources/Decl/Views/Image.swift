import Foundation

/// An image: an SF Symbol, drawn as a glyph, or an image asset (a PNG in an asset catalog or
/// beside the program).
///
/// ```swift
/// Image(systemName: "multiply.circle.fill").foregroundColor(Color(.systemGray))
/// ```
public struct Image: Equatable, Sendable {
  package enum Source: Equatable, Sendable {
    case system(String)
    /// An asset: found with `AssetCatalog` in `bundle` (nil: the main bundle).
    case named(String, bundle: Bundle?)
    /// Image data already loaded (`AsyncImage`): a PNG file's bytes, and its pixels per point.
    case data(Data, scale: Int)
  }

  /// How the image takes colour: as drawn, or tinted by the foreground style.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

  /// The size of a symbol relative to text.
  public enum Scale: Hashable, Sendable { case small, medium, large }

  package var source: Source
  package var renderingMode: TemplateRenderingMode?
  package var isResizable = false

  /// An SF Symbol by name.
  public init(systemName: String) { self.source = .system(systemName) }

  /// An image from the app's assets: `Assets.xcassets/name.imageset` or `name.png` in the
  /// bundle's resources or beside the program (see `AssetCatalog`); PNG files only.
  ///
  /// ```swift
  /// Image("Logo")
  /// ```
  public init(_ name: String, bundle: Bundle? = nil) { self.source = .named(name, bundle: bundle) }

  /// An image asset that is decoration only, with no accessibility label; drawn the same.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.source = .named(name, bundle: bundle)
  }

  /// The image of a generated asset symbol: `Image(.logo)`.
  public init(_ resource: ImageResource) {
    self.source = .named(resource.name, bundle: resource.bundle)
  }

  /// Draws the image as given or tinted with the foreground style.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var image = self
    image.renderingMode = renderingMode
    return image
  }

  /// Lets the image take the size it is offered (scaled to it); a symbol's glyph still takes
  /// its own cells. Cap insets and the tiling mode are accepted: the whole image is scaled.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var image = self
    image.isResizable = true
    return image
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }

  /// How an image is sampled when it is scaled; a terminal averages each cell's pixels.
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

  /// Accepted: a terminal averages the pixels each cell covers.
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// Accepted: a terminal averages the pixels each cell covers.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  /// Image data already loaded, for `AsyncImage`'s content; `scale` pixels make a point.
  package init(data: Data, scale: CGFloat = 1) {
    self.source = .data(data, scale: scale.isFinite ? max(1, Int(scale.rounded())) : 1)
  }

  /// The characters that stand for this image.
  package var glyph: String {
    switch source {
    case .system(let name): SymbolGlyphs.glyph(for: name)
    case .named, .data: SymbolGlyphs.placeholder
    }
  }

  /// The style the glyph has when it is interpolated into a `Text`.
  package var textStyle: TextStyle { TextStyle() }
}

extension Image: View {
  public typealias Body = Never
}

/// SF Symbol names mapped to terminal glyphs. Glyphs are one column wide unless they are
/// emoji, so rows line up in any terminal; an unknown name shows the placeholder.
package enum SymbolGlyphs {
  package static let placeholder = "□"

  package static func glyph(for name: String) -> String {
    // SwiftUI draws nothing for an empty name (a view showing "no symbol yet" often passes "").
    if name.isEmpty { return "" }
    if let glyph = table[name] { return glyph }
    // `x.fill`, `x.circle` and friends fall back to their base symbol.
    var base = Substring(name)
    while let dot = base.lastIndex(of: ".") {
      base = base[..<dot]
      if let glyph = table[String(base)] { return glyph }
    }
    return placeholder
  }

  private static let table: [String: String] = [
    "multiply": "×", "multiply.circle": "⊗", "multiply.circle.fill": "⊗",
    "xmark": "✕", "xmark.circle": "⊗", "xmark.circle.fill": "⊗", "xmark.square": "☒",
    "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✔",
    "checkmark.square": "☑", "checkmark.square.fill": "☑",
    "square": "☐", "circle": "○", "circle.fill": "●", "largecircle.fill.circle": "◉",
    "lock": "🔒", "lock.fill": "🔒", "lock.open": "🔓", "lock.open.fill": "🔓",
    "arrow.up": "↑", "arrow.down": "↓", "arrow.left": "←", "arrow.right": "→",
    "arrow.up.circle": "↑", "arrow.down.circle": "↓",
    "chevron.up": "⌃", "chevron.down": "⌄", "chevron.left": "‹", "chevron.right": "›",
    "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus": "−",
    "minus.circle": "⊖", "minus.circle.fill": "⊖",
    "trash": "🗑", "pencil": "✎", "square.and.pencil": "✎", "paperplane": "➤",
    "paperplane.fill": "➤", "envelope": "✉", "envelope.fill": "✉", "mail": "✉",
    "mail.fill": "✉",
    "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
    "book": "📖", "book.fill": "📖", "books.vertical": "📚", "person": "👤", "person.fill": "👤",
    "person.circle": "👤", "person.2": "👥", "gear": "⚙", "gearshape": "⚙",
    "magnifyingglass": "🔍", "house": "⌂", "house.fill": "⌂", "info.circle": "ⓘ",
    "exclamationmark.triangle": "⚠", "exclamationmark.circle": "!", "questionmark.circle": "?",
    "bell": "🔔", "calendar": "📅", "clock": "🕒", "folder": "📁", "doc": "📄",
    "doc.text": "📄", "tray": "📥", "cart": "🛒", "tag": "🏷", "flag": "⚑", "flag.fill": "⚑",
    "bolt": "⚡", "sun.max": "☀", "moon": "☾", "cloud": "☁", "globe": "🌐", "link": "🔗",
    "photo": "🖼", "camera": "📷", "phone": "✆", "music.note": "♪", "play": "▶",
    "play.fill": "▶", "pause": "⏸", "stop": "■", "forward": "⏩", "backward": "⏪",
    "ellipsis": "…", "line.3.horizontal": "≡", "list.bullet": "☰", "number": "#",
    "eye": "👁", "eye.slash": "◌", "key": "🔑", "hand.thumbsup": "👍", "hand.thumbsdown": "👎",
    "headphones": "🎧", "cube": "▣", "shippingbox": "📦", "creditcard": "💳",
    "mappin": "📍", "location": "➤", "square.and.arrow.up": "⇪", "square.and.arrow.down": "⇩",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "slider.horizontal.3": "☰",
    "list.dash": "☰", "arrow.left.arrow.right": "⇄", "briefcase": "💼", "building.columns": "🏛",
    "tray.and.arrow.down": "📥", "tray.and.arrow.up": "📤", "square.grid.2x2": "▦",
  ]
}
