/// A view that takes all the space it is offered and builds its content from that space's
/// size and position (`GeometryProxy`, in points). Its content sits at its top leading
/// corner; the content runs again when the size changes.
///
/// ```swift
/// GeometryReader { geometry in
///   Text("\(Int(geometry.size.width)) points wide")
/// }
/// ```
public struct GeometryReader<Content: View>: View {
  /// Builds the content from the reader's size and frames.
  public var content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public typealias Body = Never
}
