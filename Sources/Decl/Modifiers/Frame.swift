import Foundation

extension View {
  /// A fixed-size frame in points; a `nil` dimension takes the content's size.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modifier(FrameModifier(width: width, height: height, alignment: alignment))
  }
}

/// `frame(width:height:alignment:)`: a fixed size, the content aligned inside.
package struct FrameModifier: ViewModifier {
  package let width: CGFloat?
  package let height: CGFloat?
  package let alignment: Alignment

  package typealias Body = Never
}
