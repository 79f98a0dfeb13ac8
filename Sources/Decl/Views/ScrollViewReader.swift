import Foundation

/// Gives its content a `ScrollViewProxy` that scrolls the lists and scroll views inside to a
/// view by its id: an element of a `ForEach` (realized first if the list is lazy) or a view
/// with `.id(_:)`.
///
/// ```swift
/// ScrollViewReader { proxy in
///   List(0..<100, id: \.self) { Text("Row \($0)") }
///   Button("Jump") { proxy.scrollTo(80, anchor: .top) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
  /// Builds the content with a proxy that scrolls to ids inside it.
  public var content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public typealias Body = Never
}
