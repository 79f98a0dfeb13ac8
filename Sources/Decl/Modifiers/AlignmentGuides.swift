import Foundation

extension View {
  /// Sets where a horizontal alignment guide falls in this view, in points from its leading
  /// edge: stacks and frames aligned on that guide line the view up there.
  ///
  /// ```swift
  /// VStack(alignment: .leading) {
  ///   Text("Title")
  ///   Text("Indented").alignmentGuide(.leading) { _ in -16 }   // two columns in
  /// }
  /// ```
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(guide: .horizontal(g), computeValue: computeValue))
  }

  /// Sets where a vertical alignment guide falls in this view, in points from its top edge.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(guide: .vertical(g), computeValue: computeValue))
  }
}

/// `alignmentGuide(_:computeValue:)`: one guide and how to compute it from the view's
/// dimensions.
package struct AlignmentGuideModifier: ViewModifier {
  package let guide: AlignmentGuide
  package let computeValue: (ViewDimensions) -> CGFloat

  package typealias Body = Never
}
