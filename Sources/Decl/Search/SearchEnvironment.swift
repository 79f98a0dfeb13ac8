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

private struct IsSearchingKey: EnvironmentKey {
  static let defaultValue = false
}

private struct DismissSearchKey: EnvironmentKey {
  static let defaultValue = DismissSearchAction {}
}

private struct SearchSubmitActionsKey: EnvironmentKey {
  static let defaultValue: [@MainActor () -> Void] = []
}

private struct SearchSuggestionsKey: EnvironmentKey {
  static var defaultValue: AnyView? { nil }
}

private struct SearchCompletionActionKey: EnvironmentKey {
  static var defaultValue: (@MainActor (String) -> Void)? { nil }
}

extension EnvironmentValues {
  /// Whether the user is searching in the `searchable` view around: from when its field takes
  /// focus (or text) until the search is dismissed (Escape, Cancel, or `dismissSearch`).
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  /// Ends the search of the `searchable` view around.
  public var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }

  /// What Enter in a search field runs (`onSubmit(of: .search)`), innermost first.
  package var searchSubmitActions: [@MainActor () -> Void] {
    get { self[SearchSubmitActionsKey.self] }
    set { self[SearchSubmitActionsKey.self] = newValue }
  }

  /// The suggestions `searchSuggestions` gave the `searchable` views inside.
  package var searchSuggestions: AnyView? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }

  /// What choosing a suggestion with `searchCompletion` does: fills the search field.
  package var searchCompletionAction: (@MainActor (String) -> Void)? {
    get { self[SearchCompletionActionKey.self] }
    set { self[SearchCompletionActionKey.self] = newValue }
  }
}
