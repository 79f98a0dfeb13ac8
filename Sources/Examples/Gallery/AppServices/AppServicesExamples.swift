import Decl

/// The gallery's sections for issue 17's second half: search and refresh, list styles, dates,
/// storage, commands and focus, and environment values. Each screen is ordinary SwiftUI code
/// (lengths in points).
enum AppServicesExamples {
  static let seeds: [(id: String, title: String)] = [
    ("search", "Search and refresh"),
    ("lists", "Lists as SwiftUI draws them"),
    ("dates", "Dates and colours"),
    ("storage", "AppStorage and SceneStorage"),
    ("commands", "Commands, focus and scrolling"),
    ("environment", "Environment values"),
  ]

  static let all: [Example] = [
    Example("search-fruit", seed: "search", title: "searchable: filter, suggestions, no results") {
      _ in
      AnyView(FruitSearchScreen())
    },
    Example("refresh-feed", seed: "search", title: "refreshable: Ctrl-R reloads with a spinner") {
      _ in
      AnyView(RefreshFeedScreen())
    },
    Example("list-styles", seed: "lists", title: "listStyle, badges, row backgrounds, separators") {
      _ in
      AnyView(ListStylesScreen())
    },
    Example("table", seed: "lists", title: "Table: sortable columns, widths, selection") { _ in
      AnyView(TableScreen())
    },
    Example("date-picker", seed: "dates", title: "DatePicker fields and month grid, ColorPicker") {
      _ in
      AnyView(DatePickerScreen())
    },
    Example("live-dates", seed: "dates", title: "Text(_:style:) and Text(timerInterval:)") { _ in
      AnyView(LiveDatesScreen())
    },
    Example("app-storage", seed: "storage", title: "@AppStorage survives a new view; @SceneStorage")
    {
      _ in
      AnyView(AppStorageScreen())
    },
    Example("shortcuts", seed: "commands", title: "keyboardShortcut, help, focused values") { _ in
      AnyView(ShortcutsScreen())
    },
    Example("scroll-to", seed: "commands", title: "ScrollViewReader: scrollTo(80), scrollPosition")
    {
      _ in
      AnyView(ScrollToScreen())
    },
    Example(
      "environment-values", seed: "environment", title: "Size classes, locale, system colours"
    ) { _ in
      AnyView(EnvironmentValuesScreen())
    },
  ]
}
