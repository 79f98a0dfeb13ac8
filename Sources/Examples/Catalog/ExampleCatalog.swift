import Decl

/// Every course example, in gallery order.
enum ExampleCatalog {
  static let seeds: [(id: String, title: String)] =
    [
      ("000", "Building SwiftUI components"),
      ("001", "Declarative user interface, chapter 6"),
      ("002", "Registration form with Combine"),
      ("003", "SwiftUINavigation"),
      ("004", "PrimeTime: state management"),
      LayoutExamples.seed,
      DrawingExamples.seed,
      ("tabs", "TabView and Tab"),
      ("split", "NavigationSplitView"),
      ("disclosure", "DisclosureGroup, OutlineGroup, Section(isExpanded:)"),
      ("menus", "Menu, contextMenu, swipeActions, EditButton"),
    ] + AppServicesExamples.seeds + [LooksLikeIOSExamples.seed]

  /// Each seed's folder lists its own examples, so the seeds can grow independently.
  static let all: [Example] =
    ComponentsExamples.all + Chapter6Examples.all + RegistrationExamples.all
    + NavigationExamples.all
    + PrimeTimeExamples.all + LayoutExamples.all + DrawingExamples.all
    + AppStructureExamples.all + AppServicesExamples.all + LooksLikeIOSExamples.all

  static func example(id: String) -> Example? {
    all.first { $0.id == id }
  }
}
