/// Ends the search of the `searchable` view around: clears its text, makes `isSearching`
/// false and takes focus from the field.
///
/// ```swift
/// @Environment(\.dismissSearch) private var dismissSearch
/// Button("Done") { dismissSearch() }
/// ```
public struct DismissSearchAction: Sendable {
  private let action: @MainActor @Sendable () -> Void

  package init(_ action: @escaping @MainActor @Sendable () -> Void) {
    self.action = action
  }

  @MainActor public func callAsFunction() { action() }
}

private struct DismissSearchKey: EnvironmentKey {
  static let defaultValue = DismissSearchAction {}
}

extension EnvironmentValues {
  /// Whether the user is searching in the `searchable` view around: from when its field takes
  /// focus (or text) until the search is dismissed (Escape, Cancel, or `dismissSearch`).
  @Entry public var isSearching: Bool = false

  /// Ends the search of the `searchable` view around.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }

  /// What Enter in a search field runs (`onSubmit(of: .search)`), innermost first.
  @Entry package var searchSubmitActions: [@MainActor () -> Void] = []

  /// The suggestions `searchSuggestions` gave the `searchable` views inside.
  @Entry package var searchSuggestions: AnyView? = nil

  /// What choosing a suggestion with `searchCompletion` does: fills the search field.
  @Entry package var searchCompletionAction: (@MainActor (String) -> Void)? = nil
}
