import Foundation

extension View {
  /// Sizes the view to `aspectRatio` (width over height, in points; nil for the view's own
  /// ratio) inside what it is offered (`.fit`) or covering it (`.fill`).
  ///
  /// ```swift
  /// Image("Photo").resizable().aspectRatio(contentMode: .fit)
  /// ```
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Sizes the view to the ratio of `aspectRatio`'s width to its height.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(
      aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil,
      contentMode: contentMode)
  }

  /// Scales the view to fit what it is offered, keeping its aspect ratio.
  public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales the view to fill what it is offered, keeping its aspect ratio.
  public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`.
package struct AspectRatioModifier: ViewModifier {
  /// Width over height, in points; nil for the content's own.
  package let ratio: CGFloat?
  package let contentMode: ContentMode

  package typealias Body = Never
}
