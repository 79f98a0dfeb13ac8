/// A reusable change to a view, written like a view with a `body(content:)`.
///
/// ```swift
/// struct Caption: ViewModifier {
///   func body(content: Content) -> some View { content.font(.caption).foregroundStyle(.secondary) }
/// }
/// Text("Note").modifier(Caption())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>

  @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  public func body(content: Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier; its body must not be called")
  }
}

/// The content a `ViewModifier` wraps, as seen from inside its `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  package let content: any View

  package init(_ content: any View) { self.content = content }

  public typealias Body = Never
}

extension _ViewModifier_Content: ErasedView {
  package var erasedContent: any View { content }
}

/// A view with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: ComposedView where Content: View, Modifier: ViewModifier {
  package var composition: ViewComposition { .modified(content) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(self.modifier)
  }
}

extension View {
  /// Applies a modifier to this view.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension ViewModifier {
  /// Combines this modifier with another, applied after it.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
