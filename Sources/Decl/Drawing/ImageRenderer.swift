import Foundation

/// Renders a view into an image: a terminal draws cells, not bitmaps, so the renderer keeps its
/// view and settings but makes no image (`uiImage` is nil), which code that shares or saves the
/// image must already handle.
///
/// ```swift
/// let renderer = ImageRenderer(content: ChartView())
/// if let image = renderer.uiImage { share(image) }
/// ```
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
  /// Tells observers the rendered image changed.
  public let objectWillChange = PassthroughSubject<Void, Never>()

  /// The view rendered.
  public var content: Content {
    didSet { objectWillChange.send() }
  }

  /// The size proposed to the view.
  public var proposedSize: ProposedViewSize = .unspecified {
    didSet { objectWillChange.send() }
  }

  /// Pixels per point.
  public var scale: CGFloat = 1 {
    didSet { objectWillChange.send() }
  }

  /// Whether the image is opaque.
  public var isOpaque = false {
    didSet { objectWillChange.send() }
  }

  /// The colour space it renders in.
  public var colorMode: ColorRenderingMode = .nonLinear {
    didSet { objectWillChange.send() }
  }

  /// A renderer of `view`.
  public init(content view: Content) {
    content = view
  }

  /// The image of the view: none in a terminal.
  public var uiImage: UIImage? { nil }
}
