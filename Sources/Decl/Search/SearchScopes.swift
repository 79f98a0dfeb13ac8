// Search scopes, tokens, suggestion placements and dictation: what `searchable` adds beyond its
// text. Scopes are a segmented picker above the searched content; tokens, dictation and the
// toolbar behaviour are accepted (the README says how each differs).

/// When a search's scope bar shows; Decl shows it always.
public struct SearchScopeActivation: Sendable {
  private let name: String
  /// The platform's choice.
  public static let automatic = SearchScopeActivation(name: "automatic")
  /// Once text is typed in the search field.
  public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
  /// When searching starts.
  public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Where search suggestions show: in a menu under the field, or in the searched content.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
  private let name: String
  /// The platform's choice.
  public static let automatic = SearchSuggestionsPlacement(name: "automatic")
  /// In a menu under the search field (Decl's place for them).
  public static let menu = SearchSuggestionsPlacement(name: "menu")
  /// In the searched content.
  public static let content = SearchSuggestionsPlacement(name: "content")

  /// A set of placements, for `searchSuggestions(_:for:)`.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The menu under the field.
    public static let menu = Set(rawValue: 1 << 0)
    /// The searched content.
    public static let content = Set(rawValue: 1 << 1)
  }
}

/// Whether the toolbar stays while searching; Decl's never hides.
public struct SearchPresentationToolbarBehavior: Sendable {
  private let name: String
  /// The platform's choice.
  public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
  /// Keeps the toolbar and content in place while searching.
  public static let avoidHidingContent = SearchPresentationToolbarBehavior(
    name: "avoidHidingContent")
}

/// How dictation starts in a field (visionOS); a terminal has no dictation.
public struct TextInputDictationBehavior: Sendable {
  private let name: String
  /// The platform's choice.
  public static let automatic = TextInputDictationBehavior(name: "automatic")
  /// Dictation started as `activation` says.
  public static func inline(activation: TextInputDictationActivation)
    -> TextInputDictationBehavior
  { TextInputDictationBehavior(name: "inline") }
}

/// What starts dictation in a field (visionOS).
public struct TextInputDictationActivation: Sendable {
  private let name: String
  /// Selecting the field.
  public static let onSelect = TextInputDictationActivation(name: "onSelect")
  /// Looking at the field.
  public static let onLook = TextInputDictationActivation(name: "onLook")
}

extension EnvironmentValues {
  /// Where the search suggestions being built show: Decl's show in a menu under the field.
  @Entry public var searchSuggestionsPlacement: SearchSuggestionsPlacement =
    SearchSuggestionsPlacement.menu
}

extension View {
  /// Adds a scope bar for the search: a segmented picker of the tagged `scopes` above the
  /// content, choosing `scope`.
  ///
  /// ```swift
  /// .searchable(text: $query)
  /// .searchScopes($scope) {
  ///   Text("All").tag(Scope.all)
  ///   Text("Unread").tag(Scope.unread)
  /// }
  /// ```
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, @ViewBuilder scopes: () -> S
  ) -> some View {
    VStack(spacing: 0) {
      Picker(selection: scope, content: scopes) { Text("Scope") }
        .pickerStyle(.segmented)
        .labelsHidden()
      self
    }
  }

  /// Adds a scope bar for the search (shown always in Decl, whatever `activation` says).
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    searchScopes(scope, scopes: scopes)
  }

  /// Shows or hides the search suggestions of the `searchable` views inside; Decl shows them
  /// in rows under the field, which both placements (`.menu`, `.content`) stand for.
  ///
  /// ```swift
  /// .searchable(text: $query).searchSuggestions(.hidden, for: .content)
  /// ```
  public func searchSuggestions(
    _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
  ) -> some View {
    transformEnvironment(\.searchSuggestionsVisibility) { current in
      if !placements.isEmpty { current = visibility }
    }
  }

  /// A terminal has no dictation: accepted and ignored.
  public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior)
    -> some View
  { self }

  /// Decl's toolbar stays while searching: accepted and ignored.
  public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior)
    -> some View
  { self }
}

extension EnvironmentValues {
  /// Whether `searchSuggestions(_:for:)` hid the suggestions of the search fields inside.
  @Entry package var searchSuggestionsVisibility: Visibility = Visibility.automatic
}
