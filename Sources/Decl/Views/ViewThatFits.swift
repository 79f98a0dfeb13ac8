/// Shows the first of its views whose ideal size fits the space offered along `axes`, or the
/// last one when none fits.
///
/// ```swift
/// ViewThatFits {
///   Text("Delivered on Tuesday, 4 March at 10:24")
///   Text("Delivered 4 Mar")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
  package let axes: Axis.Set
  package let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public typealias Body = Never
}
