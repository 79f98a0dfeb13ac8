import Foundation

extension View {
  /// A flexible frame between minimum and maximum sizes (`.infinity` to fill what is offered).
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modifier(
      FlexibleFrameModifier(
        minWidth: minWidth.map { max(0, $0.cells) },
        idealWidth: idealWidth.map { max(0, $0.cells) },
        maxWidth: maxWidth.map { max(0, $0.cells) },
        minHeight: minHeight.map { max(0, $0.cells) },
        idealHeight: idealHeight.map { max(0, $0.cells) },
        maxHeight: maxHeight.map { max(0, $0.cells) },
        alignment: alignment))
  }
}

/// The limits of `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
/// in cells.
package struct FlexibleFrameModifier: ViewModifier, Hashable, Sendable {
  package var minWidth: Int?
  package var idealWidth: Int?
  package var maxWidth: Int?
  package var minHeight: Int?
  package var idealHeight: Int?
  package var maxHeight: Int?
  package var alignment: Alignment

  package init(
    minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil, minHeight: Int? = nil,
    idealHeight: Int? = nil, maxHeight: Int? = nil, alignment: Alignment = .center
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }

  package typealias Body = Never
}
