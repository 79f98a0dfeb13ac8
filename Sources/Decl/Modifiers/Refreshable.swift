/// Refreshes the content of the `refreshable` view around, as pulling down a list does on iOS.
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
  private let action: @Sendable () async -> Void

  package init(_ action: @escaping @Sendable () async -> Void) {
    self.action = action
  }

  /// Runs the refresh and returns when it is done.
  public func callAsFunction() async { await action() }
}

extension EnvironmentValues {
  /// How to refresh the `refreshable` view around; nil outside one.
  @Entry public var refresh: RefreshAction? = nil
}

extension View {
  /// Makes the view refreshable: Ctrl-R or F5 (with focus inside, or on a screen with one
  /// refreshable view) runs `action`, with a spinner over the content until it returns.
  ///
  /// ```swift
  /// List(posts) { PostRow(post: $0) }
  ///   .refreshable { await model.reload() }
  /// ```
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    modifier(RefreshableModifier(action: action))
  }
}

/// `refreshable`: the action the renderer runs, showing a spinner while it does.
package struct RefreshableModifier: ViewModifier {
  package let action: @Sendable () async -> Void
  package typealias Body = Never
}
