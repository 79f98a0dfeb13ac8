import Foundation

// Modifiers on list rows and sections. Each sets a value for the views inside, which the list
// reads for each row (a row's value is the one set on it, or inside it on the way to its first
// container), and for each section; a list starts with none, so values never leak from a row
// into a list inside it.

extension EnvironmentValues {
  /// Row modifiers set on the views here (a list resets them for its rows).
  @Entry package var listRowSettings: ListRowSettings = ListRowSettings()

  /// Points between the rows of lists inside (`listRowSpacing`).
  @Entry package var listRowSpacing: CGFloat? = nil

  /// The space between the sections of lists inside.
  @Entry package var listSectionSpacing: ListSectionSpacing = ListSectionSpacing.default

  /// How much section headers inside stand out.
  @Entry public var headerProminence: Prominence = Prominence.standard

  /// Whether scrolling containers inside draw their own background.
  @Entry package var scrollContentBackground: Visibility = Visibility.automatic
}

extension View {
  /// Paints the row's background across the list, behind the row: a colour fills the row's
  /// cells (other views are accepted and not drawn).
  ///
  /// ```swift
  /// Text(item.name).listRowBackground(Color.yellow.opacity(0.3))
  /// ```
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    transformEnvironment(\.listRowSettings) { $0.background = view.flatMap { $0 as? Color } }
  }

  /// Keeps the row from being deleted: Delete and Backspace, and edit mode's `⊖`, leave it be.
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    transformEnvironment(\.listRowSettings) { $0.deleteDisabled = isDisabled }
  }

  /// Keeps the row from being moved: Alt-↑ and Alt-↓ leave it where it is.
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    transformEnvironment(\.listRowSettings) { $0.moveDisabled = isDisabled }
  }

  /// Keeps the row out of the list's selection: it can be focused, but not selected.
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    transformEnvironment(\.listRowSettings) { $0.selectionDisabled = isDisabled }
  }

  /// Tints the row's controls and symbols: the row takes the tint colour (`.monochrome` is the
  /// primary colour).
  public func listItemTint(_ tint: ListItemTint?) -> some View {
    self.tint(tint?.color)
  }

  /// Tints the row's controls and symbols with a fixed colour.
  public func listItemTint(_ tint: Color?) -> some View {
    self.tint(tint)
  }

  /// Shows or hides the row's separators. Lists draw none unless asked with `.visible`: a
  /// separator is a row of `─` under (or over) the row.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    transformEnvironment(\.listRowSettings) { $0.separators.set(visibility, edges: edges) }
  }

  /// The colour of the row's separators.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    transformEnvironment(\.listRowSettings) { $0.separators.tint(color, edges: edges) }
  }

  /// Shows or hides the separators of a section: a rule in the blank row beside it.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    transformEnvironment(\.listRowSettings) { $0.sectionSeparators.set(visibility, edges: edges) }
  }

  /// The colour of a section's separators.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
    -> some View
  {
    transformEnvironment(\.listRowSettings) { $0.sectionSeparators.tint(color, edges: edges) }
  }

  /// Insets the row's content by these points (16 a row, 8 a column) instead of the list's
  /// one column on each side; nil restores the default.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    transformEnvironment(\.listRowSettings) { $0.insets = insets }
  }

  /// Leaves `spacing` points (16 a row) between the rows of lists inside.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    environment(\.listRowSpacing, spacing)
  }

  /// The space between the sections of lists inside.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    environment(\.listSectionSpacing, spacing)
  }

  /// Leaves `spacing` points between the sections of lists inside.
  public func listSectionSpacing(_ spacing: CGFloat) -> some View {
    environment(\.listSectionSpacing, .custom(spacing))
  }

  /// Makes section headers inside stand out: `.increased` draws them bold in their own case.
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }

  /// Whether lists and scroll views inside draw their background. A terminal list draws none
  /// (the terminal's own shows), so hiding it changes nothing: a `background` shows through
  /// either way.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    environment(\.scrollContentBackground, visibility)
  }
}
