import Decl

/// App structure (issue 17): tab views, split views, disclosure groups, menus and row actions,
/// each family a section of the gallery (seeds `tabs`, `split`, `disclosure`, `menus`).
enum AppStructureExamples {
  static let all: [Example] = [
    Example("tab-view", seed: "tabs", title: "Mail: a tab bar with badges") { _ in
      AnyView(MailTabsExample())
    },
    Example("page-view", seed: "tabs", title: "Onboarding: pages with an index row") { _ in
      AnyView(OnboardingPagesExample())
    },
    Example("split-view", seed: "split", title: "Companies: sidebar and detail") { _ in
      AnyView(CompaniesSplitExample())
    },
    Example("split-view-3", seed: "split", title: "Staff: three columns and their visibility") {
      _ in
      AnyView(StaffSplitExample())
    },
    Example("disclosure", seed: "disclosure", title: "FAQ: disclosure groups and sections") {
      _ in
      AnyView(FAQDisclosureExample())
    },
    Example("outline", seed: "disclosure", title: "Files: an outline list") { _ in
      AnyView(FileOutlineExample())
    },
    Example("menu", seed: "menus", title: "Notes: menus, a menu picker, a share link") { _ in
      AnyView(NotesMenuExample())
    },
    Example("row-actions", seed: "menus", title: "To-dos: context menus, swipe actions, edit mode")
    {
      _ in
      AnyView(TodoRowActionsExample())
    },
  ]
}
