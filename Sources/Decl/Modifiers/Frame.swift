import Foundation

extension View {
  /// A fixed-size frame; a `nil` dimension takes the content's size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      FrameModifier(
        width: width.map { max(0, $0.cells) }, height: height.map { max(0, $0.cells) },
        alignment: alignment))
  }
}

/// `frame(width:height:alignment:)`: a fixed size in cells, the content aligned inside.
package struct FrameModifier: ViewModifier {
  package let width: Int?
  package let height: Int?
  package let alignment: Alignment

  package init(width: Int?, height: Int?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
  }

  package typealias Body = Never
}
