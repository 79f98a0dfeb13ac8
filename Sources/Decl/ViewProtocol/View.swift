/// A piece of user interface, described by its `body`.
///
/// ```swift
/// struct Greeting: View {
///   var body: some View { Text("Hello") }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view's body is made of.
  associatedtype Body: View

  /// The content of this view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  // Not isolated, so that it is also `Never`'s body as a `Gesture`; `return` keeps the view
  // builder (main-actor) out of it.
  nonisolated public var body: Never { return fatalError("Never has no body") }
}

extension View where Body == Never {
  /// Primitive views have no body: the renderer draws them directly.
  public var body: Never {
    fatalError("\(Self.self) is a primitive view; its body must not be called")
  }
}
