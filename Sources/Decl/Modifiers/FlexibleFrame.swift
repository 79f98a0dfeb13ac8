import Foundation

extension View {
  /// A flexible frame between minimum and maximum sizes in points (`.infinity` to fill what is
  /// offered).
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
        idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }
}

/// The limits of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
package struct FlexibleFrameModifier: ViewModifier {
  package var minWidth: CGFloat?
  package var idealWidth: CGFloat?
  package var maxWidth: CGFloat?
  package var minHeight: CGFloat?
  package var idealHeight: CGFloat?
  package var maxHeight: CGFloat?
  package var alignment: Alignment

  package typealias Body = Never
}
