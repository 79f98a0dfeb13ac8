/// A view that is drawn again only when it is not equal to what it was (`equatable()`).
/// Decl already compares a view with its last value before running its body again.
public struct EquatableView<Content: View & Equatable>: View {
  /// The view compared.
  public var content: Content

  public init(content: Content) { self.content = content }

  public var body: some View { content }
}

extension View where Self: Equatable {
  /// The view, compared with `==` before its body runs again.
  public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
