import Foundation

extension View {
  /// Clips the view to `shape` in its frame: cells whose centres fall outside the shape show
  /// what is behind.
  ///
  /// ```swift
  /// Text("Tag").padding(.horizontal).background(.green).clipShape(Capsule())
  /// ```
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(ClipModifier(shape: AnyShape(shape), style: style))
  }

  /// Clips the view to its frame: nothing inside draws outside it.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(ClipModifier(shape: nil, style: FillStyle()))
  }

  /// Clips the view to a rounded rectangle of `radius` points (a rounding smaller than half a
  /// cell does not show).
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius))
  }
}

/// `clipShape`, `clipped` and `cornerRadius`: the content drawn only inside a shape (or its
/// frame).
package struct ClipModifier: ViewModifier {
  /// The shape clipped to; nil for the frame.
  package let shape: AnyShape?
  package let style: FillStyle

  package typealias Body = Never
}
