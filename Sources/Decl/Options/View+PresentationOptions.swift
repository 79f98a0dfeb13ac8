import Foundation

// The modifiers that set the option values of PresentationOptions.swift. Each writes the
// environment; what a terminal follows is said on each.

extension EnvironmentValues {
  /// How prominent badges are (`badgeProminence(_:)`): decreased badges draw dimmed,
  /// increased ones bold.
  public var badgeProminence: BadgeProminence {
    get { self[BadgeProminenceKey.self] }
    set { self[BadgeProminenceKey.self] = newValue }
  }

  /// Whether buttons repeat their action while held (`buttonRepeatBehavior(_:)`).
  public var buttonRepeatBehavior: ButtonRepeatBehavior {
    get { self[ButtonRepeatBehaviorKey.self] }
    set { self[ButtonRepeatBehaviorKey.self] = newValue }
  }

  /// How prominent the background behind the views is: `.standard` (a selected list row's
  /// content could read `.increased`; Decl's rows show selection by colour alone).
  public var backgroundProminence: BackgroundProminence {
    get { self[BackgroundProminenceKey.self] }
    set { self[BackgroundProminenceKey.self] = newValue }
  }

  /// How tall sidebar rows are: a terminal row is one line whatever the size.
  public var sidebarRowSize: SidebarRowSize {
    get { self[SidebarRowSizeKey.self] }
    set { self[SidebarRowSizeKey.self] = newValue }
  }

  /// Whether search suggestions show (`searchSuggestions(_:for:)`).
  package var searchSuggestionsVisibility: Visibility {
    get { self[SearchSuggestionsVisibilityKey.self] }
    set { self[SearchSuggestionsVisibilityKey.self] = newValue }
  }
}

private struct BadgeProminenceKey: EnvironmentKey {
  static let defaultValue = BadgeProminence.standard
}

private struct ButtonRepeatBehaviorKey: EnvironmentKey {
  static let defaultValue = ButtonRepeatBehavior.automatic
}

private struct BackgroundProminenceKey: EnvironmentKey {
  static let defaultValue = BackgroundProminence.standard
}

private struct SidebarRowSizeKey: EnvironmentKey {
  static let defaultValue = SidebarRowSize.medium
}

private struct SearchSuggestionsVisibilityKey: EnvironmentKey {
  static let defaultValue = Visibility.automatic
}

private struct OptionsMarkerKey: EnvironmentKey {
  static let defaultValue: [String: String] = [:]
}

extension EnvironmentValues {
  /// Options a terminal keeps but does not follow, by name (what `typesettingLanguage`,
  /// `menuActionDismissBehavior` and the like set), for tests and for code that reads them.
  package var acceptedOptions: [String: String] {
    get { self[OptionsMarkerKey.self] }
    set { self[OptionsMarkerKey.self] = newValue }
  }
}

extension View {
  /// Sets how prominent the badges inside are: decreased badges draw dimmed, increased bold.
  ///
  /// ```swift
  /// List { Text("Inbox").badge(3) }.badgeProminence(.decreased)
  /// ```
  public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    environment(\.badgeProminence, prominence)
  }

  /// Sets whether the buttons inside repeat their action while held: with `.enabled`, a held
  /// key's repeats press the button again; otherwise a press runs the action once.
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View {
    environment(\.buttonRepeatBehavior, behavior)
  }

  /// Sets whether choosing a menu's action closes the menu: kept (Decl's menus close).
  public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View {
    transformEnvironment(\.acceptedOptions) { $0["menuActionDismissBehavior"] = behavior.name }
  }

  /// Sets how palette pickers mark their selection: kept (Decl marks it with colour).
  public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View {
    transformEnvironment(\.acceptedOptions) { $0["paletteSelectionEffect"] = effect.name }
  }

  /// Sets the language text is typeset for: kept (a terminal's cells have one line height).
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
    -> some View
  {
    typesettingLanguage(.explicit(language), isEnabled: isEnabled)
  }

  /// Sets the language text is typeset for: kept (a terminal's cells have one line height).
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true)
    -> some View
  {
    transformEnvironment(\.acceptedOptions) {
      if isEnabled { $0["typesettingLanguage"] = language.language?.minimalIdentifier ?? "" }
    }
  }

  /// Sets how dictation starts in the search fields inside: kept (a terminal has no dictation).
  public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior)
    -> some View
  {
    transformEnvironment(\.acceptedOptions) {
      $0["searchDictationBehavior"] = dictationBehavior.name
    }
  }

  /// Tints the icons of a list row: the row's controls and labels take the tint's colour.
  ///
  /// ```swift
  /// Label("Favourites", systemImage: "star").listItemTint(.yellow)
  /// ```
  public func listItemTint(_ tint: ListItemTint?) -> some View {
    self.tint(tint?.color)
  }

  /// Tints the icons of a list row with `tint`.
  public func listItemTint(_ tint: Color?) -> some View {
    self.tint(tint)
  }

  /// Pads the view along `edges` as the platform pads a scene's content: one cell.
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    padding(edges)
  }

  /// Pads the view along `edges` with the scene padding `padding`: one cell.
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    self.padding(edges)
  }

  /// Sets whether the view mirrors in right-to-left layouts: kept (Decl lays out left to
  /// right).
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
    transformEnvironment(\.acceptedOptions) {
      $0["layoutDirectionBehavior"] = behavior == .fixed ? "fixed" : "mirrors"
    }
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

  /// Shows search scopes as a segmented picker above the view; choosing one writes `scope`.
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
    searchScopes(scope, activation: .automatic, scopes)
  }

  /// Shows search scopes as a segmented picker above the view; `activation` is kept (the
  /// picker always shows).
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View {
    VStack(spacing: 0) {
      Picker("Search Scope", selection: scope) { scopes() }
        .pickerStyle(.segmented)
        .labelsHidden()
      self
    }
  }

  /// Sets the background of the container the view is the content of (a widget's). Decl
  /// draws it behind the view.
  ///
  /// ```swift
  /// WidgetView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
  /// ```
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    background(style)
  }

  /// Sets the background view of the container the view is the content of; drawn behind it.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    background(alignment: alignment, content: content)
  }
}

/// The container a `containerBackground` is for.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
  package let name: String
  /// A widget's background.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
}
