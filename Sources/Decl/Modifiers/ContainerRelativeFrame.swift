import Foundation

extension View {
  /// Sizes this view to its nearest container (the scroll view, list or screen around it)
  /// along `axes`.
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   LazyHStack { ForEach(cards) { CardView($0).containerRelativeFrame(.horizontal) } }
  /// }
  /// ```
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    modifier(
      ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Sizes this view to `span` of `count` equal parts of its container along `axes`, the
  /// parts `spacing` points apart.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modifier(
      ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
        let count = CGFloat(max(1, count))
        let span = CGFloat(max(1, span))
        let part = (length - spacing * (count - 1)) / count
        return max(0, part * span + spacing * (span - 1))
      })
  }

  /// Sizes this view along `axes` to what `length` makes of its container's length there.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
  }
}

/// `containerRelativeFrame`: the axes it sizes, the alignment in the frame, and the length
/// along an axis for the container's length there (both in points).
package struct ContainerRelativeFrameModifier: ViewModifier {
  package let axes: Axis.Set
  package let alignment: Alignment
  package let length: (CGFloat, Axis) -> CGFloat

  package typealias Body = Never
}
