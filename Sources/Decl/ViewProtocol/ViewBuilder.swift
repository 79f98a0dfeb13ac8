/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
@MainActor @preconcurrency
public enum ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// Only views can appear in a view builder; anything else is reported here at compile time.
  @available(
    *, unavailable,
    message: "this expression is not a View; only views can appear in a view builder"
  )
  public static func buildExpression<T>(_ value: T) -> EmptyView { EmptyView() }

  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView(elements: (repeat each content))
  }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views built by one `ViewBuilder` block.
public struct TupleView<T>: View {
  public var value: T
  package let children: [any View]

  public init(_ value: T) {
    self.value = value
    // Built by hand rather than by the builder: find the views among the tuple's elements.
    self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
  }

  /// The builder's form: the children are known from the types, without reflection.
  package init<each Content: View>(elements value: (repeat each Content))
  where T == (repeat each Content) {
    self.value = value
    var children: [any View] = []
    for child in repeat each value { children.append(child) }
    self.children = children
  }

  public typealias Body = Never
}

extension TupleView: ComposedView {
  package var composition: ViewComposition { .siblings(children) }
}

/// The result of an `if`/`else` or `switch` in a view builder: one of two views (or of two
/// table columns or rows, in their builders).
public struct _ConditionalContent<TrueContent, FalseContent> {
  package enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  package let storage: Storage

  package init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public typealias Body = Never
}

extension _ConditionalContent: ComposedView where TrueContent: View, FalseContent: View {
  /// Which branch is shown (a different branch is a different view, with its own state), and
  /// its content.
  package var branch: (index: Int, content: any View) {
    switch storage {
    case .trueContent(let content): (0, content)
    case .falseContent(let content): (1, content)
    }
  }

  package var composition: ViewComposition { .alternative(branch.content) }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

extension Optional: ComposedView where Wrapped: View {
  package var composition: ViewComposition {
    switch self {
    case .some(let content): .alternative(content)
    case .none: .siblings([])
    }
  }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: View {
  nonisolated public init() {}
  public typealias Body = Never
}

extension EmptyView: ComposedView {
  package var composition: ViewComposition { .siblings([]) }
}
