/// Groups views without changing their layout: modifiers on a group apply to each view inside.
public struct Group<Content: View>: View, ComposedView {
  package let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public typealias Body = Never
  package var composition: ViewComposition { .siblings([content]) }
}

/// A type-erased view. Changing the wrapped type replaces the view and its state.
public struct AnyView: View, ErasedView {
  package let view: any View

  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      self.view = erased.view
    } else {
      self.view = view
    }
  }

  /// Wraps any view value, as in `AnyView(erasing:)`.
  public init<V: View>(erasing view: V) { self.init(view) }

  /// Wraps `value` when it is a view; nil when it is not.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.init(view)
  }

  public typealias Body = Never
  package var erasedContent: any View { view }
}
