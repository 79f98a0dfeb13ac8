import Foundation

extension GraphicsContext {
  /// Text with a context's environment, measured in points as the terminal lays it out (8
  /// points a column, 16 a row).
  public struct ResolvedText {
    package let text: Text
    package let environment: EnvironmentValues
    private let measurer: GraphicsMeasurer
    /// What colours the text; the foreground style unless set.
    public var shading: Shading = .foreground

    init(text: Text, environment: EnvironmentValues, measurer: GraphicsMeasurer) {
      self.text = text
      self.environment = environment
      self.measurer = measurer
    }

    /// The size the text takes wrapped to `size`'s width.
    public func measure(in size: CGSize) -> CGSize {
      measurer.textSize(text, environment, size)
    }

    /// The distance from the top to the first line's baseline (the bottom of its row).
    public func firstBaseline(in size: CGSize) -> CGFloat {
      environment.pointScale.cell.height
    }

    /// The distance from the top to the last line's baseline (the bottom of its row).
    public func lastBaseline(in size: CGSize) -> CGFloat {
      max(measure(in: size).height, environment.pointScale.cell.height)
    }
  }

  /// An image with a context's environment, and the size it draws at.
  public struct ResolvedImage {
    package let image: Image
    /// The size the image draws at, in points.
    public let size: CGSize
    /// The distance from the top to the image's baseline (its bottom).
    public var baseline: CGFloat
    /// What colours a template image (a symbol); its foreground style unless set.
    public var shading: Shading?

    init(image: Image, size: CGSize) {
      self.image = image
      self.size = size
      baseline = size.height
    }
  }

  /// A view of the canvas's `symbols`, found by its tag.
  public struct ResolvedSymbol {
    package let id: AnyHashable
    /// The view's size, in points.
    public let size: CGSize
  }
}
